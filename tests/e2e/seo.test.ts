import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess } from '../../harness/server-process.ts';
import type { ServerProcess } from '../../harness/server-process.ts';

/** What a crawler receives: raw HTML before any JavaScript, sitemap, robots, alternates (no browser). */
describe('search engines (built site, real server)', () => {
  let server: ServerProcess;
  beforeAll(async () => {
    server = await startServerProcess();
  });
  afterAll(async () => {
    await server?.stop();
  });

  const html = async (path: string) => {
    const res = await fetch(`${server.url}${path}`, { redirect: 'manual' });
    return {
      status: res.status,
      type: res.headers.get('content-type') ?? '',
      location: res.headers.get('location'),
      text: await res.text(),
    };
  };
  const root = (text: string) => /<div id="root">([\s\S]*)<\/div>\s*<script>window.__SSR__/.exec(text)?.[1] ?? '';

  it('serves home prerendered with content, data, meta, canonical, alternates and Organization JSON-LD', async () => {
    const zh = await html('/');
    expect(zh.status).toBe(200);
    expect(zh.text).toContain('<html lang="zh-CN"');
    expect(zh.text).toMatch(/<title>首页 - 海联船舶科技<\/title>/);
    expect(zh.text).toMatch(/<meta name="description" content="海联船舶科技成立于2005年[^"]*" \/>/);
    expect(zh.text).toMatch(/<meta name="keywords" content="[^"]+" \/>/);
    expect(zh.text).toMatch(/<link rel="canonical" href="https?:\/\/[^"]+\/" \/>/);
    expect(zh.text).toMatch(/<link rel="alternate" hreflang="zh-CN" href="[^"]+\/" \/>/);
    expect(zh.text).toMatch(/<link rel="alternate" hreflang="en" href="[^"]+\/en\/" \/>/);
    expect(zh.text).toMatch(/<link rel="alternate" hreflang="x-default" href="[^"]+\/" \/>/);
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(zh.text)![1]!) as Record<string, unknown>;
    expect(jsonLd['@type']).toBe('Organization');
    expect(jsonLd.name).toBe('海联船舶科技股份有限公司');
    const body = root(zh.text);
    expect(body).toContain('<h1 class="home-banner__title">让每一艘船更安全、更高效、更绿色</h1>');
    expect(body).toContain('id="aboutus"');
    expect(body).toContain('/api/media/'); // banner and news pictures from the API, in the HTML
    expect(body).toMatch(/<dd>540<\/dd>/); // figures table
    expect(body).toMatch(/details\?id=1&amp;newsId=\d+/);
    // Hydration data is in the page, so the browser does not fetch it again before rendering.
    expect(zh.text).toMatch(/window\.__staticRouterHydrationData=\{"loaderData"/);

    const en = await html('/en/');
    expect(en.text).toContain('<html lang="en"');
    expect(en.text).toContain('<title>Home - SeaLink Marine</title>');
    expect(root(en.text)).toContain('Safer, smarter and greener ships');
    expect(en.text).toMatch(/<link rel="canonical" href="[^"]+\/en\/" \/>/);
  });

  it('prerenders every other static page in both languages with its own title', async () => {
    for (const [path, title] of [
      ['/contactUs', '联系我们'],
      ['/en/contactUs', 'Contact Us'],
      ['/talentDevelop/social', '社会招聘'],
      ['/en/enter', 'Company Profile'],
    ] as const) {
      const page = await html(path);
      expect(page.status, path).toBe(200);
      expect(page.text, path).toMatch(new RegExp(`<title>[^<]*${title}`));
      expect(root(page.text).length, path).toBeGreaterThan(2000);
    }
  });

  it('renders news details on the server at request time with the article', async () => {
    const list = (await (
      await fetch(`${server.url}/platformIncrement/officialWebsiteNews/list/1`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', language: 'en_US' },
        body: '{"currentPage":1,"pageSize":1}',
      })
    ).json()) as { data: { records: { id: number; newsTitle: string }[] } };
    const news = list.data.records[0]!;
    const page = await html(`/en/mediaCenter/mediaCenterNews/details?id=1&newsId=${news.id}`);
    expect(page.status).toBe(200);
    expect(page.type).toContain('text/html');
    expect(root(page.text)).toContain(news.newsTitle.replace(/&/g, '&amp;'));
    expect(page.text).toMatch(
      new RegExp(`<link rel="canonical" href="[^"]+/en/mediaCenter/mediaCenterNews/details\\?id=1&amp;newsId=${news.id}" />`),
    );
  });

  it('renders a job position on the server at request time with a canonical URL naming it', async () => {
    const jobs = (await (
      await fetch(`${server.url}/api/jobs?mode=1&currentPage=1&pageSize=1`, { headers: { language: 'zh_CN' } })
    ).json()) as {
      data: { records: { id: number; title: string }[] };
    };
    const job = jobs.data.records[0]!;
    const page = await html(`/talentDevelop/social?jobId=${job.id}&utm_source=test`);
    expect(page.status).toBe(200);
    expect(root(page.text)).toContain(job.title);
    expect(page.text).toMatch(new RegExp(`<link rel="canonical" href="[^"]+/talentDevelop/social\\?jobId=${job.id}" />`));
  });

  it('redirects section roots on the server and serves sitemap.xml and robots.txt', async () => {
    const business = await html('/bussiness');
    expect(business.status).toBe(302);
    expect(business.location).toBe('/bussiness/engineerService');

    const sitemap = await html('/sitemap.xml');
    expect(sitemap.status).toBe(200);
    expect(sitemap.text).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    expect(sitemap.text).toMatch(/<loc>https?:\/\/[^<]+\/en\/contactUs<\/loc>/);
    expect(sitemap.text).toMatch(/<xhtml:link rel="alternate" hreflang="zh-CN" href="[^"]+\/contactUs"\/>/);
    expect(sitemap.text).not.toContain('/searchList<');
    expect(sitemap.text).not.toMatch(/<loc>[^<]+\/bussiness<\/loc>/);

    const robots = await html('/robots.txt');
    expect(robots.text).toMatch(/^User-agent: \*/m);
    expect(robots.text).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
  });

  it('keeps working without the server bundle: prerendered files, then the app shell', async () => {
    const dist = await mkdtemp(join(tmpdir(), 'dist-no-ssr-'));
    await cp(join(process.cwd(), 'dist/site'), join(dist, 'site'), { recursive: true });
    await cp(join(process.cwd(), 'dist/widget'), join(dist, 'widget'), { recursive: true }).catch(() => undefined);
    const plain = await startServerProcess({ DIST_DIR: dist });
    try {
      const home = await fetch(`${plain.url}/en/`);
      expect(await home.text()).toContain('Safer, smarter and greener ships');
      const details = await fetch(`${plain.url}/mediaCenter/mediaCenterNews/details?id=1&newsId=1`);
      expect(details.status).toBe(200);
      expect(await details.text()).toContain('<div id="root">');
    } finally {
      await plain.stop();
      await rm(dist, { recursive: true, force: true });
    }
  });
});
