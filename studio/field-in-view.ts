/**
 * The Problems and Save footer sticks to the foot of the form column and grows with the problems
 * it lists (up to 45vh). When it grows over the field being edited, the person would lose sight of
 * the very field the problem is about (issue 31: the field in error is marked where it is), so
 * the column scrolls that field, and the message rjsf draws under it, back above the footer.
 */
export function keepFocusedFieldAboveFooter(column: HTMLElement, footer: HTMLElement): void {
  const field = document.activeElement;
  if (!(field instanceof HTMLElement) || !column.contains(field) || footer.contains(field)) return;
  const shown = (field.closest('.form-group') ?? field).getBoundingClientRect();
  const covered = shown.bottom + 8 - footer.getBoundingClientRect().top;
  if (covered <= 0) return;
  // Never so far that the field itself leaves the top of the column.
  const room = field.getBoundingClientRect().top - column.getBoundingClientRect().top - 8;
  column.scrollBy({ top: Math.max(0, Math.min(covered, room)) });
}
