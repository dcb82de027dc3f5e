/** Reading environment variables the same way in every configuration module. */

/** A comma-separated list, trimmed, empty items dropped ('' or unset: []). */
export function envList(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/** A number at least `min` (0 by default); unset, empty, not a number or below `min`: the fallback. */
export function envNumber(value: string | undefined, fallback: number, min = 0): number {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(n) && n >= min ? n : fallback;
}

/** A number above 0; unset, empty, not a number, 0 or below: the fallback. */
export function envPositive(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(n) && n > 0 ? n : fallback;
}
