import type { Generated } from 'kysely';

/** Table types of the product database. Each domain adds its tables here together with a migration. */
export interface PageViewTable {
  path: string;
  views: Generated<number>;
  updated_at: Generated<Date>;
}

export interface Database {
  page_view: PageViewTable;
}
