/** Paging shared by the product lists: `currentPage` from 1, `pageSize` 1-50 (SPEC §7 paging body). */
export interface Paging {
  current: number;
  size: number;
  offset: number;
}

export interface Page<T> {
  current: number;
  size: number;
  total: number;
  records: T[];
}

export const MAX_PAGE_SIZE = 50;

/** JSON-schema properties for a paging body or querystring. */
export const pagingProperties = {
  currentPage: { type: 'integer', minimum: 1, maximum: 100000 },
  pageSize: { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE },
} as const;

export function pagingOf(
  input: { currentPage?: number | undefined; pageSize?: number | undefined } | undefined | null,
  defaultSize = 10,
): Paging {
  const current = input?.currentPage ?? 1;
  const size = input?.pageSize ?? defaultSize;
  return { current, size, offset: (current - 1) * size };
}

export function pageOf<T>(paging: Paging, total: number, records: T[]): Page<T> {
  return { current: paging.current, size: paging.size, total, records };
}

/** A LIKE pattern matching `text` literally anywhere. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** 'YYYY-MM-DD HH:mm:ss' in China time (UTC+8), the product's display zone. */
export function formatTime(value: Date | string): string {
  const d = new Date(new Date(value).getTime() + 8 * 3600_000);
  return d.toISOString().slice(0, 19).replace('T', ' ');
}
