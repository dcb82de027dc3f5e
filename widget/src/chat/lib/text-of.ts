/**
 * A value from a message payload or profile (untrusted JSON) as display text: strings as they are, numbers and
 * booleans written out, anything else (missing, null, objects) `fallback`.
 */
export function textOf(value: unknown, fallback = ''): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  return fallback;
}
