import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import QRCode from 'qrcode';
import type { Database } from '../db/schema.ts';
import { ApiError, ok } from '../http/envelope.ts';
import { requestLocale } from '../http/locale.ts';
import { translate } from '../i18n/messages.ts';
import { DEFAULT_SETTINGS, QR_KEYS } from '../../common/site-settings.ts';
import type { PublicSiteSettings, QrKey, SiteSettings } from '../../common/site-settings.ts';

/** The settings saved in the console over the defaults (a field never saved keeps its default). */
export async function readSettings(db: Kysely<Database>): Promise<SiteSettings> {
  const row = await db.selectFrom('site_settings').select('data').where('id', '=', 1).executeTakeFirst();
  const saved = (row?.data ?? {}) as Partial<SiteSettings>;
  return {
    ...DEFAULT_SETTINGS,
    ...saved,
    address: { ...DEFAULT_SETTINGS.address, ...saved.address },
    qr: { ...DEFAULT_SETTINGS.qr, ...saved.qr },
    social: { ...DEFAULT_SETTINGS.social, ...saved.social },
  };
}

const svgs = new Map<string, string>();

/** The QR code of an address as SVG (the `qrcode` library; error correction M), kept per address. */
export async function qrSvg(text: string): Promise<string> {
  let svg = svgs.get(text);
  if (svg === undefined) {
    svg = await QRCode.toString(text, {
      type: 'svg',
      errorCorrectionLevel: 'M',
      margin: 1,
      color: { dark: '#0b2f6bff', light: '#ffffffff' },
    });
    if (svgs.size > 100) svgs.clear();
    svgs.set(text, svg);
  }
  return svg;
}

function qrFile(key: QrKey, text: string): string {
  return `${key}-${createHash('sha256').update(text).digest('hex').slice(0, 16)}.svg`;
}

export function publicSettings(settings: SiteSettings): PublicSiteSettings {
  const { qr, ...rest } = settings;
  return { ...rest, qrImages: Object.fromEntries(QR_KEYS.map((k) => [k, `/api/site-qr/${qrFile(k, qr[k])}`])) as Record<QrKey, string> };
}

/**
 * GET /api/site-settings — phone, e-mail, address, filing number, social links and the QR codes' image URLs for the
 * footer and contact page; GET /api/site-qr/<key>-<hash>.svg — a QR code made from the address saved for it (the
 * hash names the address, so an image is cached for good and a new address gets a new URL).
 */
export function siteSettingsRoutes(app: FastifyInstance, opts: { db: Kysely<Database> }): void {
  app.get('/api/site-settings', async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return ok(publicSettings(await readSettings(opts.db)));
  });
  app.get<{ Params: { file: string } }>('/api/site-qr/:file', async (request, reply) => {
    const settings = await readSettings(opts.db);
    const key = QR_KEYS.find((k) => qrFile(k, settings.qr[k]) === request.params.file);
    if (!key) throw new ApiError(404, translate(requestLocale(request), 'error.notFound'));
    return reply
      .type('image/svg+xml')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(await qrSvg(settings.qr[key]));
  });
}
