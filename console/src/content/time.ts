/** A time as staff read it, in the console's language. */
export function formatTime(iso: string, language: string): string {
  return new Date(iso).toLocaleString(language === 'en_US' ? 'en-GB' : 'zh-CN', { dateStyle: 'medium', timeStyle: 'short' });
}

/** The value of a datetime-local input (with seconds, step 1) for an ISO time, in the browser's local time. */
export function localInputValue(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}
