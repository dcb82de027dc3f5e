import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { CANNED_MAX_LENGTH, CANNED_SHORTCUT } from '../../../common/desk/wire.ts';
import type { WireCanned } from '../../../common/desk/wire.ts';
import type { Locale } from '../../../common/locale.ts';
import { DeskError } from './errors.ts';

export interface CannedInput {
  shortcut: string;
  zh: string;
  en: string;
}

function check(input: CannedInput): CannedInput {
  const value = { shortcut: input.shortcut.trim().toLowerCase(), zh: input.zh.trim(), en: input.en.trim() };
  if (!CANNED_SHORTCUT.test(value.shortcut)) throw new DeskError(400, 'badShortcut');
  if (!value.zh || !value.en) throw new DeskError(400, 'cannedEmpty');
  if (value.zh.length > CANNED_MAX_LENGTH || value.en.length > CANNED_MAX_LENGTH) throw new DeskError(400, 'tooLong');
  return value;
}

const toWire = (r: { id: number; shortcut: string; body_zh: string; body_en: string }): WireCanned => ({
  id: r.id,
  shortcut: r.shortcut,
  zh: r.body_zh,
  en: r.body_en,
});

export async function listCanned(db: Kysely<Database>): Promise<WireCanned[]> {
  return (await db.selectFrom('desk_canned').selectAll().orderBy('shortcut').execute()).map(toWire);
}

/** The canned response's text in the visitor's language. */
export async function cannedText(db: Kysely<Database>, id: number, locale: Locale): Promise<string> {
  const row = await db.selectFrom('desk_canned').select(['body_zh', 'body_en']).where('id', '=', id).executeTakeFirst();
  if (!row) throw new DeskError(404, 'notFound');
  return locale === 'en_US' ? row.body_en : row.body_zh;
}

export async function saveCanned(db: Kysely<Database>, id: number | null, input: CannedInput, author: string): Promise<WireCanned> {
  const v = check(input);
  const clash = await db.selectFrom('desk_canned').select('id').where('shortcut', '=', v.shortcut).executeTakeFirst();
  if (clash && clash.id !== id) throw new DeskError(409, 'cannedExists');
  const values = { shortcut: v.shortcut, body_zh: v.zh, body_en: v.en };
  const row =
    id === null
      ? await db
          .insertInto('desk_canned')
          .values({ ...values, created_by: author })
          .returningAll()
          .executeTakeFirstOrThrow()
      : await db
          .updateTable('desk_canned')
          .set({ ...values, updated_at: new Date() })
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirst();
  if (!row) throw new DeskError(404, 'notFound');
  return toWire(row);
}

export async function deleteCanned(db: Kysely<Database>, id: number): Promise<void> {
  const result = await db.deleteFrom('desk_canned').where('id', '=', id).executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw new DeskError(404, 'notFound');
}
