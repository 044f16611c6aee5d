/**
 * Marks an open menu that Escape closes wherever the focus is, e.g. `<ul {...closesOnEscape}>` (a
 * dialog is known by its role already); `closesOnEscapeWithin` marks one that Escape closes only when
 * pressed inside it (a field). An Escape that closes one of them is none of quick exit's two presses.
 */
export const closesOnEscape = { 'data-closes-on-escape': 'anywhere' } as const;
export const closesOnEscapeWithin = { 'data-closes-on-escape': 'within' } as const;

// Radix keeps a closing dialog in the page for its exit animation, marked data-state="closed".
const OPEN_THAT_ESCAPE_CLOSES = [
  '[role="dialog"]:not([data-state="closed"])',
  '[role="alertdialog"]:not([data-state="closed"])',
  '[data-closes-on-escape="anywhere"]',
].join(', ');

/** Whether the Escape of `event` closes a dialog, menu or field that is open in the page. */
export function escapeClosesSomething(event: KeyboardEvent): boolean {
  if (document.querySelector(OPEN_THAT_ESCAPE_CLOSES)) return true;
  return event.target instanceof Element && event.target.closest('[data-closes-on-escape="within"]') !== null;
}
