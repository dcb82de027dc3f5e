/** Fields stored as codes (SPEC §3 enquiry categories, job cities, the form's language) shown by their names. */
const CODED_FIELDS: Record<string, string> = { category: 'category', preferredCity: 'city', locale: 'language' };

/** A lead form field's value as staff read it: coded values by their names, the rest as typed. */
export function fieldText(key: string, value: string, t: (key: string, options: { defaultValue: string }) => string): string {
  const group = CODED_FIELDS[key];
  return group && value ? t(`${group}.${value}`, { defaultValue: value }) : value;
}

/** A timestamp in the console's language, to the minute. */
export function formatTime(iso: string, language: string): string {
  return new Date(iso).toLocaleString(language === 'en_US' ? 'en-GB' : 'zh-CN', { dateStyle: 'medium', timeStyle: 'short' });
}

/** A file size in KB or MB. */
export function formatSize(bytes: number): string {
  return bytes < 1024 * 1024 ? `${Math.ceil(bytes / 1024)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
