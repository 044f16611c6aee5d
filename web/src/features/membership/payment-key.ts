/** One key per payment attempt: a double-submitted form charges once. getRandomValues works outside secure contexts too. */
export function newPaymentKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `pay-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}
