/** The spec's date format: M/D/YYYY @ h:mm AM/PM, in the reader's time zone. */
export function formatDateTime(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  const hours = date.getHours();
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  const minutes = String(date.getMinutes()).padStart(2, '0');
  const period = hours < 12 ? 'AM' : 'PM';
  return `${date.getMonth() + 1}/${date.getDate()}/${date.getFullYear()} @ ${hour12}:${minutes} ${period}`;
}

/** A date alone, M/D/YYYY, in the reader's time zone (e.g. "member since"). */
export function formatDate(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getMonth() + 1}/${date.getDate()}/${date.getFullYear()}`;
}
