/**
 * A preview never takes the focus from the page it is drawn in. Its scenes end on errors and
 * dialogs that focus themselves as the hub does for a person; inside a studio or gallery frame
 * that would pull the focus out of the field being edited, and the next keys typed would land in
 * the preview. Once the person clicks into a preview, its document has the focus and everything
 * focuses as usual.
 */
export function keepFocusOutside(win: Window & typeof globalThis): void {
  const element = win.HTMLElement.prototype;
  const focus = Object.getOwnPropertyDescriptor(element, 'focus')?.value as HTMLElement['focus'];
  element.focus = function (this: HTMLElement, options?: FocusOptions) {
    if (win.document.hasFocus()) focus.call(this, options);
  };
  // showModal focuses the dialog's first control itself, not through focus(): give it back.
  const dialog = win.HTMLDialogElement.prototype;
  const showModal = Object.getOwnPropertyDescriptor(dialog, 'showModal')?.value as HTMLDialogElement['showModal'];
  dialog.showModal = function (this: HTMLDialogElement) {
    const outside = win.document.hasFocus() || win.parent === win ? null : win.parent.document.activeElement;
    showModal.call(this);
    if (outside && win.parent.document.activeElement !== outside && 'focus' in outside)
      (outside as HTMLElement).focus({ preventScroll: true });
  };
}
