/**
 * The app taking over a pre-rendered page (tooling/build/vite-prerender.ts): it renders into a hidden
 * container beside the pre-rendered screen and, once its forms are drawn (no form still loading
 * its validator), puts its own screen in place. The two look the same, so nothing flashes or
 * moves; what the person typed (or the browser autofilled) meanwhile is carried over, and so is
 * the focus and the caret, and a form sent meanwhile is sent by the app (issue 30). A part that must
 * be on the page once (the consent question) the app draws only in the swap (render/take-over.ts).
 */
import { ONCE_SELECTOR, type TakeOver } from '../render/take-over';

type Field = HTMLInputElement | HTMLTextAreaElement;

/** Sets a value the way typing does, so React's onChange (and rjsf's form state) sees it. */
function typeInto(field: Field, value: string): void {
  const proto = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** The pre-rendered screen's entries, moved into the app's own fields of the same id. */
function carryOver(from: HTMLElement, to: HTMLElement): void {
  for (const old of from.querySelectorAll<Field>('input[id], textarea[id]')) {
    const field = to.querySelector<Field>(`#${CSS.escape(old.id)}`);
    if (field && old.value && field.value !== old.value) typeInto(field, old.value);
  }
}

function moveFocus(from: HTMLElement, to: HTMLElement): void {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || !from.contains(active) || !active.id) return;
  const target = to.querySelector<HTMLElement>(`#${CSS.escape(active.id)}`);
  target?.focus({ preventScroll: true });
  if ((active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement) && target instanceof HTMLInputElement) {
    try {
      target.setSelectionRange(active.selectionStart, active.selectionEnd);
    } catch {
      // email and number inputs have no caret API
    }
  }
}

/** Whether the app's render is ready to be shown in place of the pre-rendered one. */
const drawn = (next: HTMLElement): boolean => next.childElementCount > 0 && !next.querySelector('.hub-form-loading');

/**
 * A form the person sent before the app ran (the picker script notes its index on the shown
 * root): the app's form at that index is sent, once, if it is the same form (same button text).
 * A task later than the carried-over values, so the form's state holds them.
 */
function sendEarlySubmit(from: HTMLElement, to: HTMLElement): void {
  const index = Number(from.dataset.earlySubmit ?? NaN);
  if (!Number.isInteger(index)) return;
  const button = (root: HTMLElement) => root.querySelectorAll('form')[index]?.querySelector('button[type=submit]') ?? null;
  const early = button(from);
  const form = to.querySelectorAll('form')[index];
  const own = button(to);
  if (!form || !own || early?.textContent?.trim() !== own.textContent?.trim()) return;
  setTimeout(() => form.requestSubmit(own as HTMLButtonElement));
}

/** Renders with `render` into a fresh container and swaps it for `shown` once drawn; takeOver is the page's (PageState). */
export function adoptPrerendered(shown: HTMLElement, takeOver: TakeOver, render: (container: HTMLElement) => void): void {
  const next = document.createElement('div');
  next.style.display = 'none';
  shown.after(next);
  takeOver.begin();
  render(next);
  const swap = (): void => {
    if (!drawn(next)) return void requestAnimationFrame(swap);
    carryOver(shown, next);
    // One task: the pre-rendered copy goes, the app's is drawn (hidden), then the app's screen shows.
    for (const once of shown.querySelectorAll(ONCE_SELECTOR)) once.remove();
    takeOver.end();
    next.style.display = '';
    moveFocus(shown, next);
    sendEarlySubmit(shown, next);
    shown.remove();
    next.id = shown.id;
    delete document.documentElement.dataset.prerendered;
  };
  requestAnimationFrame(swap);
}
