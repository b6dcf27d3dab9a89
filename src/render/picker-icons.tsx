/**
 * The pickers' icons (issue 56 item 13): a globe, as people look for a language switch, and a
 * half-filled circle for light and dark. Drawn inline in the text colour; for the eye only, as
 * each picker is named by its label.
 */
export function GlobeIcon() {
  return (
    <svg className="hub-picker__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <g fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round">
        <circle cx="12" cy="12" r="9" />
        <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9M12 3c-2.5 2.6-3.8 5.6-3.8 9s1.3 6.4 3.8 9" />
      </g>
    </svg>
  );
}

export function SchemeIcon() {
  return (
    <svg className="hub-picker__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <path d="M12 3a9 9 0 0 1 0 18z" fill="currentColor" />
    </svg>
  );
}
