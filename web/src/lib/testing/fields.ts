/** The error a form field announces (its `aria-describedby` message), or '' when it has none. */
export function errorOf(control: HTMLElement): string {
  const ids = control.getAttribute('aria-describedby')?.split(' ') ?? [];
  const id = ids.find((one) => one.endsWith('-error'));
  return (id && document.getElementById(id)?.textContent) || '';
}

/** The value typed into an input or text area. */
export const valueOf = (control: HTMLElement): string => (control as HTMLInputElement | HTMLTextAreaElement).value;
