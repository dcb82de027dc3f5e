import type { Generated } from 'kysely';
import type { MessagingTables } from '../messaging/tables.ts';
import type { MessagingFeatureTables } from '../messaging/feature-tables.ts';
import type { CallTables } from '../messaging/calls/tables.ts';
import type { ContentTables } from '../content/tables.ts';
import type { FormTables } from '../forms/tables.ts';
import type { ConsoleTables } from '../console/tables.ts';
import type { DeskTables } from '../messaging/desk/tables.ts';
import type { OpsTables } from '../ops/tables.ts';

/** Table types of the product database. Each domain adds its tables here together with a migration. */
export interface PageViewTable {
  path: string;
  views: Generated<number>;
  updated_at: Generated<Date>;
}

export interface ServerSettingTable {
  key: string;
  value: string;
  created_at: Generated<Date>;
}

/** Domains declare their own table interfaces beside their code and add them here. */
export interface Database
  extends MessagingTables, MessagingFeatureTables, CallTables, ContentTables, FormTables, ConsoleTables, DeskTables, OpsTables {
  page_view: PageViewTable;
  server_setting: ServerSettingTable;
}
