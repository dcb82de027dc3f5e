import { expect } from 'vitest';

/**
 * vitest's asymmetric matchers typed as the value they stand for (vitest types them `any`), so an expected object
 * holding one stays typed.
 */
export function stringContaining(expected: string): string {
  return expect.stringContaining(expected) as string;
}

export function objectContaining<T extends object>(expected: T): T {
  return expect.objectContaining<unknown>(expected) as T;
}

export function arrayContaining<T>(expected: readonly T[]): T[] {
  return expect.arrayContaining<unknown>([...expected]) as T[];
}
