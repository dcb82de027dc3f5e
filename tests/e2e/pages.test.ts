import { beforeAll, describe, expect, it } from 'vitest';
import { LOCALES } from '../../common/locale.ts';
import type { Locale } from '../../common/locale.ts';
import { openPage } from '../../harness/browser.ts';
import { useSite } from '../helpers/site.ts';
import { api, poll, axeViolations, expectedTitle, META, rawKeysOn, siteUrl, waitForPage } from './pages-kit.ts';

/** Every content page of SPEC §2 in both languages, served by the real server and walked in Chromium. */
const ROUTES: [path: string, metaKey: string][] = [
  ['/', 'home'],
  ['/enter', 'enter'],
  ['/enter?flag=3', 'enter'],
  ['/enter/cultureDetails', 'cultureDetails'],
  ['/enter/declaration', 'declaration'],
  ['/bussiness/engineerService', 'engineerService'],
  ['/bussiness/greenDecarbonization', 'greenDecarbonization'],
  ['/bussiness/supplyChainManagement', 'supplyChainManagement'],
  ['/bussiness/gmscare', 'gmscare'],
  ['/bussiness/shipDigitalizationProduct', 'shipDigitalizationProduct'],
  ['/bussiness/trainingService', 'trainingService'],
  ['/bussiness/bussinessList', 'bussinessList'],
  ['/bussiness/bussinessList?category=5', 'bussinessList'],
  ['/bussiness/onlineCourseList', 'onlineCourseList'],
  ['/bussiness/expertOpinionList', 'expertOpinionList'],
  ['/bussiness/shipDigitalList', 'shipDigitalList'],
  ['/bussiness/shipSecurityList', 'shipSecurityList'],
  ['/mediaCenter', 'mediaCenterNews'],
  ['/mediaCenter/mediaCenterIndustry', 'mediaCenterIndustry'],
  ['/talentDevelop/social', 'talentSocial'],
  ['/talentDevelop/campus', 'talentCampus'],
  ['/talentDevelop/submitResume', 'submitResume'],
  ['/talentDevelop/strategy', 'talentStrategy'],
  ['/contactUs', 'contactUs'],
  ['/webMap', 'webMap'],
  ['/searchList?keyword=engine&r=12345', 'searchList'],
  ['/behaviorDeclaration', 'behaviorDeclaration'],
];

interface Listed {
  records: { id: number }[];
}

describe('content pages in both languages (built site, real server)', () => {
  const site = useSite();
  /** Detail pages with real ids, per locale. */
  const details: Record<Locale, [string, string][]> = { zh_CN: [], en_US: [] };

  beforeAll(async () => {
    for (const locale of LOCALES) {
      const news = await api<Listed>(site.server.url, locale, '/platformIncrement/officialWebsiteNews/list/1', {
        method: 'POST',
        body: '{"currentPage":1,"pageSize":1}',
      });
      const cases = await api<Listed>(site.server.url, locale, '/api/cases?pageSize=1');
      const opinions = await api<Listed>(site.server.url, locale, '/api/expert-opinions?pageSize=1');
      const courses = await api<Listed>(site.server.url, locale, '/api/courses?pageSize=1');
      const jobs = await api<Listed>(site.server.url, locale, '/api/jobs?mode=1&pageSize=1');
      details[locale] = [
        [`/mediaCenter/mediaCenterNews/details?id=1&newsId=${news.records[0]!.id}`, 'newsDetails'],
        [`/bussiness/details?id=${cases.records[0]!.id}`, 'bussinessDetails'],
        [`/bussiness/details?kind=course&id=${courses.records[0]!.id}`, 'bussinessDetails'],
        [`/bussiness/expertOpinionDetails?id=${opinions.records[0]!.id}`, 'expertOpinionDetails'],
        [`/talentDevelop/social?jobId=${jobs.records[0]!.id}`, 'talentSocial'],
      ];
    }
    details.zh_CN.push(['/mediaCenter/mediaCenterBrief', 'mediaCenterBrief']);
  });
  for (const locale of LOCALES) {
    it(`${locale}: every page renders with its title and description, no console errors, no raw translation keys`, async () => {
      const { page, errors } = await openPage(site.browser);
      const problems: string[] = [];
      for (const [path, metaKey] of [...ROUTES, ...details[locale]]) {
        const url = siteUrl(site.server.url, locale, path);
        errors.length = 0;
        await page.goto(url);
        await waitForPage(page);
        await poll(() => page.title(), url).toBe(expectedTitle(locale, metaKey));
        const description = await page.getAttribute('meta[name="description"]', 'content');
        if (description !== META[locale][metaKey]!.description) problems.push(`${url}: description ${description}`);
        const keys = await rawKeysOn(page);
        if (keys.length) problems.push(`${url}: raw keys ${keys.join(', ')}`);
        if (path !== '/' && (await page.locator('main h1').count()) !== 1) problems.push(`${url}: expected one h1`);
        if (errors.length) problems.push(`${url}: console ${errors.join(' | ')}`);
        if (await page.locator('[data-empty]').count()) {
          // lists and details of the seeded site are never empty, except a search without hits
          if (!path.startsWith('/searchList')) problems.push(`${url}: shows an empty state`);
        }
      }
      expect(problems).toEqual([]);
      await page.context().close();
    });
  }

  it('company intro: the development stage follows the flag and the buttons; culture tiles open culture details at their anchor', async () => {
    const { page, errors } = await openPage(site.browser);
    await page.goto(`${site.server.url}/en/enter?flag=4#develop`);
    await waitForPage(page);
    await poll(() => page.locator('#develop-stage').getAttribute('data-stage')).toBe('4');
    await poll(() => page.locator('#develop-stage h3').innerText()).toContain('2019-present');
    await page.getByRole('button', { name: /2008-2011/ }).click();
    await poll(() => page.locator('#develop-stage').getAttribute('data-stage')).toBe('2');
    // Marketing figures come from the API.
    await poll(() => page.locator('#introduction [data-figures] li').count()).toBeGreaterThan(5);
    await page
      .locator('#culture')
      .getByRole('link', { name: /Vision/ })
      .click();
    await poll(() => new URL(page.url()).pathname + new URL(page.url()).hash).toBe('/en/enter/cultureDetails#culturemVision');
    await expect(page.locator('#culturemVision h2').innerText()).resolves.toBe('Vision');
    for (const id of ['culturemMission', 'culturemVision', 'culturemValues']) expect(await page.locator(`#${id}`).count()).toBe(1);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('the business conduct code is a real PDF download in both languages', async () => {
    for (const locale of LOCALES) {
      const { page } = await openPage(site.browser);
      await page.goto(siteUrl(site.server.url, locale, '/enter/declaration'));
      await waitForPage(page);
      const href = await page.locator('a[download]').first().getAttribute('href');
      const res = await fetch(`${site.server.url}${href}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('pdf');
      expect(
        Buffer.from(await res.arrayBuffer())
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');
      await page.context().close();
    }
  });

  it('behaviour declarations: 17 departments, arrow keys move between them', async () => {
    const { page } = await openPage(site.browser);
    await page.goto(`${site.server.url}/behaviorDeclaration`);
    await waitForPage(page);
    const tabs = page.getByRole('tab');
    expect(await tabs.count()).toBe(17);
    await tabs.first().focus();
    await page.keyboard.press('ArrowDown');
    await poll(() => page.getByRole('tab', { selected: true }).innerText()).toBe('采购部');
    await poll(() => page.getByRole('tabpanel').locator('h2').innerText()).toBe('采购部');
    await page.context().close();
  });

  it('business line pages show API figures, the three service promises and cases of their line', async () => {
    const { page } = await openPage(site.browser);
    await page.goto(`${site.server.url}/en/bussiness/supplyChainManagement`);
    await waitForPage(page);
    await poll(() => page.locator('#figures').innerText()).toContain('80,000+');
    const promises = await page.locator('#promises').innerText();
    for (const text of ['Quotation within 48 hours', '24-hour online technical support', 'at least 6 months'])
      expect(promises).toContain(text);
    expect(await page.locator('#cases li').count()).toBeGreaterThan(0);
    expect(await page.locator('[data-form="salesAgent"]').count()).toBe(1);
    await page.goto(`${site.server.url}/en/bussiness/shipDigitalizationProduct`);
    await waitForPage(page);
    expect(await page.locator('[data-form="demoVideo"]').count()).toBe(1);
    expect(await page.locator('[data-form="energyTrial"]').count()).toBe(1);
    await page.context().close();
  });

  it('media lists: keyword search, paging and the Chinese-only brief tab', async () => {
    const { page, errors } = await openPage(site.browser);
    await page.goto(`${site.server.url}/mediaCenter`);
    await waitForPage(page);
    expect(await page.getByRole('link', { name: '海联简报' }).count()).toBe(1);
    const first = await page.locator('[data-news-list] h2').first().innerText();
    if (await page.getByRole('button', { name: '下一页' }).isEnabled()) {
      await page.getByRole('button', { name: '下一页' }).click();
      await poll(() => page.locator('[data-news-list] h2').first().innerText()).not.toBe(first);
    }
    const word = first.slice(0, 4);
    await page.getByRole('searchbox', { name: '搜索新闻' }).fill(word);
    await page.getByRole('searchbox', { name: '搜索新闻' }).press('Enter');
    await poll(async () => (await page.locator('[data-news-list] h2').allInnerTexts()).every((t) => t.length > 0)).toBe(true);
    await poll(() => page.locator('[data-news-list] h2').first().innerText()).toContain(word);
    await page.getByRole('searchbox', { name: '搜索新闻' }).fill('zzzz-nothing-matches');
    await page.getByRole('searchbox', { name: '搜索新闻' }).press('Enter');
    await poll(() => page.locator('[data-empty]').innerText()).toBe('暂无数据');
    await page.goto(`${site.server.url}/en/mediaCenter`);
    await waitForPage(page);
    expect(await page.getByRole('link', { name: 'Newsletter' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('brief (Chinese only): an item opens its second picture url in a new tab', async () => {
    const briefs = await api<{ records: { id: number }[] }>(site.server.url, 'zh_CN', '/platformIncrement/officialWebsiteNews/list/3', {
      method: 'POST',
      body: '{"currentPage":1,"pageSize":1}',
    });
    const brief = await api<{ frontDeskListNewsByIdPicVos: { url: string }[] }>(
      site.server.url,
      'zh_CN',
      `/platformIncrement/officialWebsiteNews/getById/${briefs.records[0]!.id}`,
    );
    const target = brief.frontDeskListNewsByIdPicVos[1]!.url;
    const { page } = await openPage(site.browser);
    await page.goto(`${site.server.url}/mediaCenter/mediaCenterBrief`);
    await waitForPage(page);
    const [popup] = await Promise.all([page.waitForEvent('popup'), page.locator('[data-news-list="3"] h2 a').first().click()]);
    await poll(() => popup.url()).toBe(new URL(target, site.server.url).href);
    await page.context().close();
  });

  it('news detail: page views, previous/next, next batch of related news, back to the list', async () => {
    const { page, errors } = await openPage(site.browser);
    const list = await api<{ records: { id: number }[] }>(site.server.url, 'en_US', '/platformIncrement/officialWebsiteNews/list/1', {
      method: 'POST',
      body: '{"currentPage":1,"pageSize":3}',
    });
    const middle = list.records[1]!.id;
    await page.goto(`${site.server.url}/en/mediaCenter/mediaCenterNews/details?id=1&newsId=${middle}`);
    await waitForPage(page);
    const views = Number(await page.locator('[data-page-views]').getAttribute('data-page-views'));
    expect(views).toBeGreaterThan(0);
    const related = () => page.locator('[data-related] a').allInnerTexts();
    const before = await related();
    expect(before.length).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Next batch' }).click();
    await poll(related).not.toEqual(before);
    // previous = newer article, next = older article
    await page.getByRole('link', { name: /./ }).and(page.locator('a[rel="next"]')).click();
    await poll(() => new URL(page.url()).searchParams.get('newsId')).toBe(String(list.records[2]!.id));
    await waitForPage(page);
    await page.locator('a[rel="prev"]').click();
    await poll(() => new URL(page.url()).searchParams.get('newsId')).toBe(String(middle));
    await waitForPage(page);
    await poll(async () => Number(await page.locator('[data-page-views]').getAttribute('data-page-views'))).toBeGreaterThan(views);
    await page.getByRole('link', { name: 'Back to the list' }).click();
    await poll(() => new URL(page.url()).pathname).toBe('/en/mediaCenter');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('recruitment: social and campus on one screen, filters by city and position type, keyword search, position detail', async () => {
    const { page, errors } = await openPage(site.browser);
    await page.goto(`${site.server.url}/en/talentDevelop/social`);
    await waitForPage(page);
    const items = page.locator('[data-job-list] > li');
    const all = await items.count();
    expect(all).toBeGreaterThan(2);
    await page.getByLabel('City').selectOption('shanghai');
    await poll(async () =>
      (await items.evaluateAll((els) => els.map((e) => e.getAttribute('data-city')))).every((c) => c === 'shanghai'),
    ).toBe(true);
    await poll(() => items.count()).toBeLessThan(all);
    await page.getByLabel('Position type').selectOption('rd');
    await poll(() =>
      items.evaluateAll((els) => els.map((e) => `${e.getAttribute('data-city')}/${e.getAttribute('data-position-type')}`)),
    ).toEqual(['shanghai/rd', 'shanghai/rd']);
    await page.getByRole('button', { name: 'Reset' }).click();
    await poll(() => items.count()).toBe(all);
    await page.getByLabel('Keyword').fill('Front-end');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await poll(() => items.allInnerTexts()).toEqual([expect.stringContaining('Front-end Developer')]);
    // campus mode on the same screen
    await page.getByRole('link', { name: 'Campus recruitment' }).click();
    await poll(() => page.locator('[data-recruitment-mode]').getAttribute('data-recruitment-mode')).toBe('2');
    await poll(async () => (await items.allInnerTexts()).join(' ')).toContain('Graduate Trainee');
    // position detail
    await items.first().getByRole('link').click();
    await poll(() => new URL(page.url()).searchParams.get('jobId')).not.toBeNull();
    await poll(() => page.locator('[data-job-id]').innerText()).toContain('Responsibilities');
    expect(await page.locator('[data-job-id] dl').innerText()).toContain('Salary range');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('search results: keyword from the query, highlighted hits, and a no-data state', async () => {
    const { page } = await openPage(site.browser);
    await page.goto(`${site.server.url}/en/searchList?keyword=engine&r=54321`);
    await waitForPage(page);
    await poll(() => page.locator('[data-search-results] mark').count()).toBeGreaterThan(0);
    expect((await page.locator('[data-search-results] mark').first().innerText()).toLowerCase()).toBe('engine');
    await page.goto(`${site.server.url}/searchList?keyword=qwertyuiop&r=11111`);
    await waitForPage(page);
    await poll(() => page.locator('[data-empty]').innerText()).toBe('暂无数据');
    await page.context().close();
  });

  it('site map links every page', async () => {
    const { page } = await openPage(site.browser);
    await page.goto(`${site.server.url}/en/webMap`);
    await waitForPage(page);
    const hrefs = await page.locator('main .webmap a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    for (const path of [
      '/en/enter',
      '/en/bussiness/gmscare',
      '/en/mediaCenter/mediaCenterIndustry',
      '/en/talentDevelop/campus',
      '/en/contactUs',
      '/en/behaviorDeclaration',
    ]) {
      expect(hrefs).toContain(path);
    }
    await page.context().close();
  });

  it('phone width 360 px: no horizontal scrolling on the content pages', async () => {
    const { page } = await openPage(site.browser, { viewport: { width: 360, height: 740 } });
    for (const path of [
      '/en/enter',
      '/en/contactUs',
      '/en/talentDevelop/social',
      '/en/bussiness/shipDigitalizationProduct',
      '/behaviorDeclaration',
    ]) {
      await page.goto(`${site.server.url}${path}`);
      await waitForPage(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect({ path, overflow }).toEqual({ path, overflow: 0 });
    }
    await page.context().close();
  });

  for (const locale of LOCALES) {
    it(`${locale}: news detail, recruitment and contact have no serious or critical axe violations`, async () => {
      const { page } = await openPage(site.browser);
      const urls = [details[locale][0]![0], '/talentDevelop/social', '/contactUs'];
      const found: string[] = [];
      for (const path of urls) {
        await page.goto(siteUrl(site.server.url, locale, path));
        await waitForPage(page);
        found.push(...(await axeViolations(page)).map((v) => `${path} ${v}`));
      }
      expect(found).toEqual([]);
      await page.context().close();
    });
  }
});
