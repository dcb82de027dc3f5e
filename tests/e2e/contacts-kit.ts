import type { Browser, Page } from 'playwright-core';
import { openPage } from '../../harness/browser.ts';
import { signUserSig } from '../../server/identity/user-sig.ts';
import { w } from './chat-kit.ts';

/** Signed-in chat users for the contact and start-conversation tests: users and signatures made in the test. */
export const CONTACTS_SECRET = 'contacts-e2e-secret';

/**
 * A signed-in user on the demo page: the signature handed to the element the way the demo's staff sign-in does
 * (sessionStorage 'hy-chat-staff'), with display-online-status on, and the chat window opened.
 */
export async function signedInPage(
  browser: Browser,
  url: string,
  userID: string,
  locale: 'zh_CN' | 'en_US',
  viewport = { width: 1366, height: 900 },
): Promise<Page> {
  const { page } = await openPage(browser, { viewport, ...(viewport.width < 768 ? { isMobile: true, hasTouch: true } : {}) });
  await page.goto(`${url}/demo/?locale=${locale}`);
  await page.waitForFunction(() => customElements.get('hy-chat') !== undefined);
  await page.evaluate(
    (credentials) => {
      sessionStorage.setItem('hy-chat-staff', JSON.stringify(credentials));
      const chat = document.querySelector('hy-chat') as HTMLElement & { open: boolean };
      chat.setAttribute('display-online-status', '');
      chat.open = true;
    },
    { userID, userSig: signUserSig(userID, CONTACTS_SECRET, 3600) },
  );
  await w(page, '[data-testid="nav-contacts"]').waitFor({ timeout: 30_000 });
  return page;
}

export const toast = (page: Page) => w(page, '[data-testid="toast"]');
export const section = (page: Page, id: string) => w(page, `[data-testid="section-${id}"]`);
export const contactRow = (page: Page, id: string, text: string) =>
  w(page, `[data-section="${id}"] [data-testid="contact"]`).filter({ hasText: text });

/** Opens a section when it is closed (leaving a search result first: it replaces the sections). */
export async function openSection(page: Page, id: string): Promise<void> {
  const back = w(page, '[data-testid="contact-search-result"] button.hy-btn');
  if (await back.count()) await back.click();
  if ((await section(page, id).getAttribute('aria-expanded')) !== 'true') await section(page, id).click();
}

/** Contacts screen → search a user by ID → their detail. */
export async function findUser(page: Page, userID: string): Promise<void> {
  await w(page, '[data-testid="nav-contacts"]').click();
  await w(page, '[data-testid="contact-search"]').fill(userID);
  await w(page, '[data-testid="contact-search"]').press('Enter');
  await w(page, '[data-testid="contact-search-result"] [data-testid="contact"]').click();
  await w(page, '[data-testid="user-detail"]').waitFor();
}
