import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll } from 'vitest';
import type { TestDatabase } from '../../../harness/database.ts';
import type { DatabaseHandle } from '../../../server/db/index.ts';
import { STAFF_ROLES } from '../../../common/console/roles.ts';
import type { StaffRole } from '../../../common/console/roles.ts';
import { startApp } from '../../helpers/app-server.ts';
import type { RunningApp } from '../../helpers/app-server.ts';
import type { BannerInput, NewsEntryInput, WireNewsEntry } from '../../../common/console/content.ts';
import type { WireMedia } from '../../../server/console/content/media-store.ts';
import { call, createStaff, signIn } from './console-kit.ts';
import type { Answer, Staff } from './console-kit.ts';

/** A real PNG of the given size (a gradient, so the encoders have something to do). */
export async function pngImage(width = 1600, height = 900, alpha = false): Promise<Buffer> {
  const channels = alpha ? 4 : 3;
  const raw = Buffer.alloc(width * height * channels);
  for (let i = 0; i < width * height; i++) {
    raw[i * channels] = i % 251;
    raw[i * channels + 1] = (i >> 3) % 256;
    raw[i * channels + 2] = 90;
    if (alpha) raw[i * channels + 3] = 200;
  }
  return sharp(raw, { raw: { width, height, channels } }).png().toBuffer();
}

/** Uploads a file to the media library as the console does (multipart, session cookie, CSRF header). */
export async function uploadMedia(
  base: string,
  staff: Staff | null,
  bytes: Buffer,
  name = 'deck.png',
  options: { csrf?: string | null } = {},
): Promise<Answer<WireMedia>> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  const headers: Record<string, string> = { language: 'en_US' };
  if (staff) headers.cookie = `console_session=${staff.cookie}`;
  const csrf = options.csrf === undefined ? staff?.csrf : options.csrf;
  if (csrf) headers['x-csrf-token'] = csrf;
  const res = await fetch(`${base}/console/api/content/media`, { method: 'POST', headers, body: form });
  const text = await res.text();
  const body = res.headers.get('content-type')?.includes('json')
    ? (JSON.parse(text) as Answer<WireMedia>['body'])
    : { code: 0, msg: '', data: null as never };
  return { status: res.status, body, headers: res.headers, text };
}

/** A banner as an editor fills it in: an English hero image opening a partner's page. */
export const BANNER: BannerInput = {
  locale: 'en_US',
  type: 1,
  category: '',
  bannerUrl: '/api/media/ship-901.svg',
  jumpType: 3,
  plate: null,
  jumpUrl: 'https://partner.example/dual-fuel',
  sort: 0,
};

export function article(title: string, coverUrl: string, extra: Partial<NewsEntryInput> = {}): NewsEntryInput {
  return {
    category: 1,
    coverUrl,
    link: '',
    versions: {
      zh_CN: { title: `${title}（中文）`, introduction: '中文摘要', html: `<p>中文正文 ${title}</p>` },
      en_US: { title: `${title} (English)`, introduction: 'English summary', html: `<p>English body ${title}</p>` },
    },
    ...extra,
  };
}

export async function createArticle(base: string, staff: Staff, input: NewsEntryInput): Promise<WireNewsEntry> {
  const answer = await call<WireNewsEntry>(base, 'POST', '/content/news', { staff, body: input });
  if (answer.status !== 200) throw new Error(`create: ${answer.status} ${answer.text}`);
  return answer.body.data;
}

/** The public news list of a category in a language (SPEC §7 path), as the site's loaders read it. */
export async function publicTitles(base: string, locale: 'zh_CN' | 'en_US', category = 1): Promise<string[]> {
  const res = await fetch(`${base}/platformIncrement/officialWebsiteNews/list/${category}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', language: locale },
    body: JSON.stringify({ currentPage: 1, pageSize: 50 }),
  });
  const body = (await res.json()) as { data: { records: { newsTitle: string }[] } };
  return body.data.records.map((r) => r.newsTitle);
}

/** A valid row of each kind (English where the kind has languages). */
export const CATALOG_SAMPLES: Record<string, Record<string, unknown>> = {
  jobs: {
    locale: 'en_US',
    title: 'Marine electrician',
    city: 'ningbo',
    function: 'production',
    mode: 1,
    education: 'Vocational college',
    experience: '3 years',
    salary_range: '12k-18k',
    responsibilities: 'Maintain ship electrical systems.',
    requirements: 'Electrician certificate.',
    contact_phone: '0532-8888 0000',
    contact_person: 'Ms Wang',
    published_at: '2026-11-20',
  },
  branches: {
    locale: 'en_US',
    name: 'Ningbo office',
    city: 'Ningbo',
    address: '1 Harbour Road',
    phone: '0574-1234',
    email: 'nb@sealink.example',
    sort: 9,
  },
  cases: {
    locale: 'en_US',
    title: 'Dual-fuel retrofit',
    category: 2,
    summary: 'Retrofit',
    body: 'Body',
    cover_url: '/api/media/ship-3.svg',
    published_at: '2026-10-01',
    sort: 0,
  },
  courses: {
    locale: 'en_US',
    title: 'ECDIS refresher',
    category: 6,
    summary: 'Course',
    body: 'Body',
    cover_url: '/api/media/ship-4.svg',
    published_at: '2026-10-02',
    sort: 0,
  },
  figures: { key: 'test_figure', value: '99+', label_zh: '测试', label_en: 'Tests', sort: 99 },
  recommendations: { locale: 'en_US', type: 4, news_id: 0, sort: 0 },
};

export interface ContentServer {
  server: RunningApp;
  database: DatabaseHandle;
  /** The media library's folder. */
  mediaDir: string;
  /** A signed-in staff member of every role (`<role>_1`). */
  staff: Record<StaffRole, Staff>;
}

/**
 * The setup every content-* test shares: the app on a fresh database of `target` (media in a temporary folder, no
 * built site), a signed-in staff member of every role; closed and removed after the describe block. The fields are
 * filled before the block's tests run.
 */
export function useContentServer(target: TestDatabase, content: { publishSeconds: number; revisionPollMs: number }): ContentServer {
  const kit = { staff: {} } as ContentServer;
  beforeAll(async () => {
    kit.mediaDir = await mkdtemp(join(tmpdir(), 'content-'));
    kit.database = await target.open();
    kit.server = await startApp(kit.database, { content: { mediaDir: kit.mediaDir, ...content }, distDir: join(kit.mediaDir, 'no-dist') });
    for (const role of STAFF_ROLES) await createStaff(kit.database, `${role}_1`, role);
    for (const role of STAFF_ROLES) kit.staff[role] = await signIn(kit.server.url, `${role}_1`);
  });
  afterAll(async () => {
    await kit.server?.close();
    if (kit.mediaDir) await rm(kit.mediaDir, { recursive: true, force: true });
  });
  return kit;
}
