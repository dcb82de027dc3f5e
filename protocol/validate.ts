/**
 * A small declarative validator for request payloads: every request is checked against its op's shape at
 * the server edge before any handler runs. Field specs:
 * 'string' | 'id' (ID_PATTERN) | 'int' | 'bool' | 'object' | 'strings' | 'ids' | string[] (one of)
 * — suffix '?' makes a field optional (for the string forms; use {optional:true} with lists);
 * { list: 'strings' | 'ids', min, max } is a list with a bounded number of items.
 */
import { ID_PATTERN } from './model.ts';

type Scalar = 'string' | 'id' | 'int' | 'bool' | 'object' | 'strings' | 'ids' | 'any';
export type FieldSpec =
  | Scalar
  | `${Scalar}?`
  | { oneOf: readonly string[]; optional?: boolean }
  | { list: 'strings' | 'ids'; min: number; max: number; optional?: boolean };
export type Shape = Record<string, FieldSpec>;

/** Returns the name of the first invalid field, or null when `value` fits `shape`. Unknown fields are refused. */
export function checkShape(value: unknown, shape: Shape): string | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return 'data';
  const record = value as Record<string, unknown>;
  for (const key of Object.keys(record)) if (!(key in shape)) return key;
  for (const [key, spec] of Object.entries(shape)) {
    const v = record[key];
    const optional = typeof spec === 'string' ? spec.endsWith('?') : Boolean(spec.optional);
    if (v === undefined || v === null) {
      if (optional) continue;
      return key;
    }
    if (!fits(v, spec)) return key;
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
