/**
 * A confirmation in place (issue 56): what was just done, said under the block it is about, in
 * the page's language, instead of in a toast that may cover the heading at 390 px. The polite live
 * region is drawn before its words: the words arrive in a later render, so a screen reader that
 * met the region empty announces them.
 */
import { useEffect, useState } from 'react';

export function ConfirmationLine({ text }: { text: string | null }) {
  const [shown, setShown] = useState<string | null>(null);
  useEffect(() => setShown(text), [text]);
  return (
    <div className="hub-confirmation" role="status" aria-live="polite">
      {shown ? (
        <p className="hub-text hub-text--confirmed">
          <svg className="hub-confirmation__mark" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
            <path d="M6.2 11.4 3 8.2l1.1-1.1 2.1 2.1 5.7-5.7L13 4.6z" fill="currentColor" />
          </svg>
          {shown}
        </p>
      ) : null}
    </div>
  );
}
