/** A timestamp in the console's language, to the minute. */
export function formatTime(iso: string, language: string): string {
  return new Date(iso).toLocaleString(language === 'en_US' ? 'en-GB' : 'zh-CN', { dateStyle: 'medium', timeStyle: 'short' });
}

/** A file size in KB or MB. */
export function formatSize(bytes: number): string {
  return bytes < 1024 * 1024 ? `${Math.ceil(bytes / 1024)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
