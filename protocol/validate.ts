/**
 * A small declarative validator for request payloads: every request is checked against its op's shape at
 * the server edge before any handler runs. Field specs:
 * 'string' | 'id' (ID_PATTERN) | 'avatar' (isAvatarUrl) | 'int' | 'bool' | 'object' | 'strings' | 'ids' | string[] (one of)
 * — suffix '?' makes a field optional (for the string forms; use {optional:true} with lists);
 * { list: 'strings' | 'ids', min, max } is a list with a bounded number of items.
 * Every string anywhere in the data (object keys and values nested in 'object'/'any' fields included) must be
 * well-formed text without NUL (U+0000) or a lone UTF-16 surrogate: PostgreSQL stores neither. Values nested
 * deeper than MAX_NESTING are refused. Shapes are looked up by own properties only (`__proto__`,
 * `constructor` are unknown fields like any other).
 */
import { ID_PATTERN, isAvatarUrl } from './model.ts';

type Scalar = 'string' | 'id' | 'avatar' | 'int' | 'bool' | 'object' | 'strings' | 'ids' | 'any';
export type FieldSpec =
  | Scalar
  | `${Scalar}?`
  | { oneOf: readonly string[]; optional?: boolean }
  | { list: 'strings' | 'ids'; min: number; max: number; optional?: boolean };
export type Shape = Record<string, FieldSpec>;

/** Nesting of objects and arrays in one field's value (a merger of 10 levels needs about 35). */
export const MAX_NESTING = 64;
/** NUL, or a lone surrogate (a UTF-16 half that is not part of a pair). */
const BAD_CHAR = /[\0\p{Cs}]/u;

/** True when `s` holds a character no stored text may hold (NUL, a lone surrogate). */
export function hasBadChar(s: string): boolean {
  return BAD_CHAR.test(s);
}

/**
 * What makes `v` unfit to store, looking into nested objects and arrays (keys too): 'badText' for a string with a
 * NUL or a lone surrogate, 'tooDeep' past `depth` levels of nesting; null when nothing.
 */
export function valueProblem(v: unknown, depth = MAX_NESTING): 'badText' | 'tooDeep' | null {
  if (typeof v === 'string') return hasBadChar(v) ? 'badText' : null;
  if (v === null || typeof v !== 'object') return null;
  if (depth <= 0) return 'tooDeep';
  const entries: [string, unknown][] = Array.isArray(v) ? v.map((item) => ['', item] as [string, unknown]) : Object.entries(v);
  for (const [key, item] of entries) {
    if (hasBadChar(key)) return 'badText';
    const problem = valueProblem(item, depth - 1);
    if (problem) return problem;
  }
  return null;
}

/** Whether `key` of `shape` is an avatar URL (its refusal is told as such: 'im.badAvatar'). */
export function isAvatarField(shape: Shape, key: string): boolean {
  const spec = Object.hasOwn(shape, key) ? shape[key] : undefined;
  return spec === 'avatar' || spec === 'avatar?';
}

/** Returns the name of the first invalid field, or null when `value` fits `shape`. Unknown fields are refused. */
export function checkShape(value: unknown, shape: Shape): string | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return 'data';
  const record = value as Record<string, unknown>;
  for (const key of Object.keys(record)) if (!Object.hasOwn(shape, key)) return key;
  for (const [key, spec] of Object.entries(shape)) {
    const v = Object.hasOwn(record, key) ? record[key] : undefined;
    const optional = typeof spec === 'string' ? spec.endsWith('?') : Boolean(spec.optional);
    if (v === undefined || v === null) {
      if (optional) continue;
      return key;
    }
    if (!fits(v, spec) || valueProblem(v)) return key;
  }
  return null;
}

function fits(v: unknown, spec: FieldSpec): boolean {
  if (typeof spec !== 'string') {
    if ('list' in spec) return Array.isArray(v) && v.length >= spec.min && v.length <= spec.max && fits(v, spec.list);
    return typeof v === 'string' && spec.oneOf.includes(v);
  }
  switch (spec.replace('?', '')) {
    case 'string':
      return typeof v === 'string' && v.length <= 65_536;
    case 'id':
      return typeof v === 'string' && ID_PATTERN.test(v);
    case 'avatar':
      return typeof v === 'string' && isAvatarUrl(v);
    case 'int':
      return typeof v === 'number' && Number.isSafeInteger(v);
    case 'bool':
      return typeof v === 'boolean';
    case 'object':
      return typeof v === 'object' && !Array.isArray(v);
    case 'strings':
      return Array.isArray(v) && v.length <= 1000 && v.every((s) => typeof s === 'string' && s.length <= 1024);
    case 'ids':
      return Array.isArray(v) && v.length <= 1000 && v.every((s) => typeof s === 'string' && ID_PATTERN.test(s));
    case 'any':
      return true;
    default:
      return false;
  }
}
