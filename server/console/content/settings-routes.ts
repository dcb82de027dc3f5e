import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { ok } from '../../http/envelope.ts';
import { raiseRevision } from '../../content/changes.ts';
import type { ContentChanges } from '../../content/changes.ts';
import { readSettings } from '../../content/site-settings.ts';
import { QR_KEYS, SETTINGS_LIMITS, SOCIAL_KEYS } from '../../../common/site-settings.ts';
import type { SiteSettings } from '../../../common/site-settings.ts';
import { audit } from '../audit/log.ts';
import { requireRight } from '../auth/guard.ts';

const url = { type: 'string', maxLength: SETTINGS_LIMITS.url, pattern: '^https?://[^\\s<>"]+$' } as const;
const line = (max: number) => ({ type: 'string', maxLength: max, pattern: '^[^<>]*$' }) as const;
const settingsBody = {
  type: 'object',
  additionalProperties: false,
  required: ['phone', 'email', 'filingNumber', 'address', 'qr', 'social'],
  properties: {
    phone: { ...line(SETTINGS_LIMITS.phone), minLength: 3, pattern: '^[0-9+()\\- ]+$' },
    email: { type: 'string', maxLength: SETTINGS_LIMITS.email, format: 'email' },
    filingNumber: { ...line(SETTINGS_LIMITS.filingNumber), minLength: 1 },
    address: {
      type: 'object',
      additionalProperties: false,
      required: ['zh_CN', 'en_US'],
      properties: { zh_CN: line(SETTINGS_LIMITS.address), en_US: line(SETTINGS_LIMITS.address) },
    },
    qr: {
      type: 'object',
      additionalProperties: false,
      required: [...QR_KEYS],
      properties: Object.fromEntries(QR_KEYS.map((k) => [k, url])),
    },
    social: {
      type: 'object',
      additionalProperties: false,
      required: [...SOCIAL_KEYS],
      properties: Object.fromEntries(SOCIAL_KEYS.map((k) => [k, url])),
    },
  },
} as const;

/**
 * Site settings in the console (issue #16.3, 'content' right): read them, save them all at once. A save is live at
 * once: audited with the fields that changed, the site revision raised and announced (every instance re-renders its
 * pages, whose footer shows them).
 */
export function settingsRoutes(app: FastifyInstance, opts: { db: Kysely<Database>; changes: ContentChanges }): void {
  const { db, changes } = opts;
  app.get('/content/settings', async (request) => {
    requireRight(request, 'content');
    return ok(await readSettings(db));
  });
  app.put<{ Body: SiteSettings }>('/content/settings', { schema: { body: settingsBody } }, async (request) => {
    const staff = requireRight(request, 'content');
    const before = await readSettings(db);
    const next: SiteSettings = { ...request.body, phone: request.body.phone.trim(), filingNumber: request.body.filingNumber.trim() };
    const changed = (Object.keys(next) as (keyof SiteSettings)[]).filter((k) => JSON.stringify(next[k]) !== JSON.stringify(before[k]));
    const revision = await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('site_settings')
        .values({ id: 1, data: JSON.stringify(next) })
        .onConflict((oc) => oc.column('id').doUpdateSet({ data: JSON.stringify(next), updated_at: new Date() }))
        .execute();
      await audit(trx, staff.userId, 'content.settings.update', 'settings', { changed });
      return raiseRevision(trx);
    });
    changes.announce({ revision, areas: ['all'] });
    return ok(await readSettings(db));
  });
}
