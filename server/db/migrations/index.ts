import type { Migration } from 'kysely';
import * as m001 from './001_page_view.ts';

/**
 * Every migration, in order. Names sort lexically; never rename or edit a landed one — add the next number.
 * The same list runs on PostgreSQL and on embedded PGlite.
 */
export const migrations: Record<string, Migration> = {
  '001_page_view': m001,
};
