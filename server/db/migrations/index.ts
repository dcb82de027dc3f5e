import type { Migration } from 'kysely/migration';
import * as m001 from './001_page_view.ts';
import * as m002 from './002_server_setting.ts';
import * as m003 from './003_content.ts';
import * as m004 from './004_forms.ts';
import * as m050 from './050_messaging.ts';
import * as m051 from './051_message_deletion.ts';
import * as m060 from './060_message_commit_batch.ts';
import * as m061 from './061_message_search_unindexed.ts';
import * as m062 from './062_commit_batch_visible_rows.ts';
import * as m063 from './063_commit_batch_blacklist.ts';
import * as m064 from './064_group_topics.ts';
import * as m065 from './065_commit_batch_hidden_rows.ts';
import * as m066 from './066_file_references.ts';
import * as m069 from './069_message_search_tokens.ts';
import * as m052 from './052_messaging_features.ts';
import * as m067 from './067_console.ts';
import * as m070 from './070_calls.ts';
import * as m071 from './071_content_publishing.ts';
import * as m072 from './072_site_settings.ts';
import * as m073 from './073_catalog_publishing.ts';
import * as m080 from './080_desk.ts';
import * as m090 from './090_call_transitions.ts';
import * as m091 from './091_credentials.ts';
import * as m092 from './092_desk_cursor.ts';
import * as m093 from './093_retention.ts';
import * as m094 from './094_desk_labels.ts';
import * as m095 from './095_content_lifecycle.ts';
import * as m096 from './096_risky_messages.ts';
import * as m097 from './097_profile_gender_birthday.ts';

/**
 * Every migration. Names sort lexically; never rename or edit a landed one — add a new one. Migrations hold tables
 * and data; PL/pgSQL functions are one file each in ../functions/, applied by migrate() after the migrations.
 * Domains take number ranges so parallel work does not collide: 001-049 platform, content, forms and search;
 * 050-099 messaging. Unordered application is allowed, so a lower new number still runs.
 * The same list runs on PostgreSQL and on embedded PGlite.
 */
export const migrations: Record<string, Migration> = {
  '001_page_view': m001,
  '002_server_setting': m002,
  '003_content': m003,
  '004_forms': m004,
  '050_messaging': m050,
  '051_message_deletion': m051,
  '060_message_commit_batch': m060,
  '061_message_search_unindexed': m061,
  '062_commit_batch_visible_rows': m062,
  '063_commit_batch_blacklist': m063,
  '064_group_topics': m064,
  '065_commit_batch_hidden_rows': m065,
  '066_file_references': m066,
  '069_message_search_tokens': m069,
  '052_messaging_features': m052,
  '067_console': m067,
  '070_calls': m070,
  '071_content_publishing': m071,
  '072_site_settings': m072,
  '073_catalog_publishing': m073,
  '080_desk': m080,
  '090_call_transitions': m090,
  '091_credentials': m091,
  '092_desk_cursor': m092,
  '093_retention': m093,
  '094_desk_labels': m094,
  '095_content_lifecycle': m095,
  '096_risky_messages': m096,
  '097_profile_gender_birthday': m097,
};
