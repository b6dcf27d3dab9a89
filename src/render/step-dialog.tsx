/**
 * A flow step shown as a modal dialog (spec 2 and 4: the merge dialog). The native <dialog>
 * opened with showModal() keeps focus inside and makes the page behind it inert; Escape
 * asks the flow to dismiss the step instead of closing the element behind React's back.
 */
import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';

export function StepDialog({ title, onDismiss, children }: { title: string; onDismiss: () => void; children: ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // A layout effect: its cleanup closes the dialog while it is still in the page, so the browser
  // gives the focus back to the control that opened it (issue 56 item 8); a passive cleanup runs
  // after React removed the element, and the focus fell to <body>.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    // showModal focuses the first control; a step may name another (a Cancel: Enter then changes nothing).
    dialog?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    return () => dialog?.close();
  }, []);
  return (
    <dialog
      ref={ref}
      className="hub-dialog"
      aria-labelledby={titleId}
      aria-modal="true"
      onCancel={(e) => {
        e.preventDefault();
        onDismiss();
      }}
      onClose={() => {
        // The browser may close a dialog despite preventDefault (a second Escape in a row);
        // the step is still a dialog until the flow says otherwise, so it stays open.
        const dialog = ref.current;
        if (dialog && !dialog.open) dialog.showModal();
      }}
    >
      <h2 id={titleId} className="hub-dialog__title">
        {title}
      </h2>
      <div className="hub-dialog__body">{children}</div>
    </dialog>
  );
}
