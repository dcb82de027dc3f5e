/**
 * <hy-chat> in real Chromium, loaded from the built bundle exactly as partner sites load it.
 * Run through web-test-runner.config.mjs (which builds dist/widget first).
 */
import { resetMouse, sendKeys, sendMouse, setViewport } from '@web/test-runner-commands';
import type { HyChatElement } from '../../widget/src/element.ts';
import { assert, assertClose, assertEqual, center, frames, waitFor } from './helpers.ts';

const BUNDLE = '/dist/widget/hy-chat.js';
await import(BUNDLE);

let el: HyChatElement;
let filler: HTMLElement;

function root(): ShadowRoot {
  const shadow = el.shadowRoot;
  assert(shadow, 'open shadow root');
  return shadow;
}

function $<T extends Element = HTMLElement>(selector: string): T | null {
  return root().querySelector<T>(selector);
}

function avatar(): HTMLButtonElement {
  const button = $<HTMLButtonElement>('.hy-tool--avatar');
  assert(button, 'avatar button');
  return button;
}

function chatWindow(): HTMLElement | null {
  return $('.hy-window');
}

function isOpen(): boolean {
  const w = chatWindow();
  return !!w && !w.hidden && w.getBoundingClientRect().width > 0;
}

async function openWindow(): Promise<HTMLElement> {
  avatar().click();
  await waitFor(isOpen, 'window open');
  return chatWindow()!;
}

beforeEach(async () => {
  await setViewport({ width: 1280, height: 800 });
  await resetMouse();
  window.scrollTo(0, 0);
  filler = document.createElement('div');
  filler.style.height = '3000px';
  document.body.append(filler);
  el = document.createElement('hy-chat');
  document.body.append(el);
  await waitFor(() => el.shadowRoot?.querySelector('.hy-toolbar'), 'toolbar rendered');
});

afterEach(() => {
  el.remove();
  filler.remove();
  document.querySelectorAll('[data-test-style]').forEach((n) => n.remove());
  window.scrollTo(0, 0);
});

describe('<hy-chat> element', () => {
  it('is defined once and renders into an open shadow root', async () => {
    assert(customElements.get('hy-chat'), 'hy-chat is defined');
    // A second copy of the script (e.g. loaded twice by a partner) must not throw on define.
    await import(`${BUNDLE}?second-copy`);
    assertEqual(el.shadowRoot?.mode, 'open', 'shadow root mode');
    assert($('.hy-toolbar'), 'toolbar in the shadow root');
    assert(!document.querySelector('.hy-toolbar'), 'nothing rendered into the light DOM');
    // constructed stylesheets, which a page's strict Content-Security-Policy allows; never <style> text
    assert(root().adoptedStyleSheets.length > 0, 'styles adopted by the shadow root');
    assertEqual($('style'), null, 'no <style> element');
    assertEqual(chatWindow(), null, 'window frame is not mounted before the first open');
    const scripts = performance.getEntriesByType('resource').map((e) => e.name);
    assert(!scripts.some((n) => n.includes('ChatBody')), 'chat body chunk not fetched before open');
  });

  it('is not affected by page CSS, and its CSS does not leak out', async () => {
    const style = document.createElement('style');
    style.dataset.testStyle = '';
    style.textContent = `
      button { color: red !important; display: none !important; }
      * { font-family: "Comic Sans MS", cursive !important; visibility: hidden; }
      html, body { visibility: visible; }
      hy-chat { color: red; font-size: 40px; line-height: 5; }`;
    document.head.append(style);
    const lightButton = document.createElement('button');
    lightButton.className = 'hy-tool hy-tool--avatar';
    const lightToolbar = document.createElement('div');
    lightToolbar.className = 'hy-toolbar hy-root';
    lightToolbar.append(lightButton);
    document.body.append(lightToolbar);
    try {
      await frames(2);
      const inner = getComputedStyle(avatar());
      assert(inner.display !== 'none', `widget button is displayed (display: ${inner.display})`);
      assert(inner.color !== 'rgb(255, 0, 0)', 'widget button colour is not red');
      assert(!/comic/i.test(inner.fontFamily), `widget font untouched (${inner.fontFamily})`);
      assertEqual(inner.visibility, 'visible', 'widget visibility');
      assertEqual(getComputedStyle($('.hy-root')!).fontSize, '14px', 'widget font size');
      assert(avatar().getBoundingClientRect().width > 40, 'widget button has its size');

      assertEqual(getComputedStyle(lightButton).display, 'none', 'page style still applies to the page');
      assertEqual(getComputedStyle(lightToolbar).position, 'static', 'widget CSS does not style light-DOM .hy-toolbar');
      assert(
        getComputedStyle(lightButton).backgroundColor !== getComputedStyle(avatar()).backgroundColor ||
          getComputedStyle(lightButton).borderRadius !== '50%',
        'widget CSS does not style light-DOM .hy-tool',
      );
      for (const sheet of Array.from(document.styleSheets)) {
        const text = Array.from(sheet.cssRules, (r) => r.cssText).join('\n');
        assert(!text.includes('--hy-primary'), 'no widget stylesheet in the document');
      }
    } finally {
      lightToolbar.remove();
    }
  });

  it('falls back to a <style> element in browsers without constructable stylesheets', async () => {
    const adopted = Object.getOwnPropertyDescriptor(ShadowRoot.prototype, 'adoptedStyleSheets');
    assert(adopted, 'this Chromium has adoptedStyleSheets');
    Reflect.deleteProperty(ShadowRoot.prototype, 'adoptedStyleSheets');
    const older = document.createElement('hy-chat');
    try {
      document.body.append(older);
      const toolbar = await waitFor(() => older.shadowRoot?.querySelector('.hy-toolbar'), 'toolbar rendered');
      assertEqual(older.shadowRoot?.firstElementChild?.localName, 'style', '<style> first in the shadow root');
      assertEqual(getComputedStyle(toolbar).position, 'fixed', 'toolbar styled');
    } finally {
      Object.defineProperty(ShadowRoot.prototype, 'adoptedStyleSheets', adopted);
      older.remove();
    }
  });

  it('shows back-to-top only after scrolling past 300px, and it scrolls to the top', async () => {
    const backToTop = () => $<HTMLButtonElement>('button[aria-label="返回顶部"]');
    await frames(2);
    assertEqual(backToTop(), null, 'hidden at scroll 0');
    window.scrollTo(0, 250);
    await frames(3);
    assertEqual(backToTop(), null, 'hidden at 250px');
    window.scrollTo(0, 400);
    const button = await waitFor(backToTop, 'back-to-top after 400px');
    const c = center(button);
    await sendMouse({ type: 'click', position: [c.x, c.y] });
    await waitFor(() => window.scrollY === 0, 'page scrolled back to top');
    await waitFor(() => backToTop() === null, 'back-to-top hidden again');
    assertEqual(root().activeElement, avatar(), 'focus handed to the avatar, not lost');
    // The same with the keyboard.
    window.scrollTo(0, 600);
    (await waitFor(backToTop, 'back-to-top after 600px')).focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => window.scrollY === 0, 'keyboard: page scrolled back to top');
  });

  it('opens the window at innerWidth / 4.2, 120px from the top, and loads the chat body lazily', async () => {
    const events: boolean[] = [];
    document.addEventListener('hy-chat-open-change', (e) => events.push((e as CustomEvent<{ open: boolean }>).detail.open));
    assertEqual(avatar().getAttribute('aria-expanded'), 'false', 'aria-expanded before');
    // A real mouse click: nothing (page content, toolbar box) may sit on top of the avatar.
    const c = center(avatar());
    await sendMouse({ type: 'click', position: [c.x, c.y] });
    await waitFor(isOpen, 'window open after a real click');
    const win = chatWindow()!;
    const rect = win.getBoundingClientRect();
    assertClose(rect.left, window.innerWidth / 4.2, 1, 'initial left');
    assertClose(rect.top, 120, 0.5, 'initial top');
    assertEqual(avatar().getAttribute('aria-expanded'), 'true', 'aria-expanded after');
    assertEqual(events.join(), 'true', 'hy-chat-open-change bubbled (composed) to the document');
    assertEqual(el.open, true, 'element.open');
    assertEqual(el.getAttribute('data-open'), 'true', 'data-open reflects state');
    assertEqual($('.hy-window__title')?.textContent, '在线客服', 'title in Chinese by default');
    // No chat server behind the test runner: the lazy body loads and reports that the chat could not start.
    await waitFor(() => root().textContent?.includes('聊天启动失败'), 'lazy chat body (start failed without a server)');
    assertEqual(root().activeElement, $('.hy-window__header'), 'focus moved to the window header');
  });

  it('drags by the header and stays inside the viewport', async () => {
    const win = await openWindow();
    const header = $('.hy-window__header')!;
    const before = win.getBoundingClientRect();
    const h = header.getBoundingClientRect();
    const start = { x: Math.round(h.left + 40), y: Math.round(h.top + h.height / 2) };
    await sendMouse({ type: 'move', position: [start.x, start.y] });
    await sendMouse({ type: 'down' });
    await sendMouse({ type: 'move', position: [start.x + 50, start.y + 25] });
    await sendMouse({ type: 'move', position: [start.x + 100, start.y + 50] });
    await sendMouse({ type: 'up' });
    await frames(2);
    const after = win.getBoundingClientRect();
    assertClose(after.left - before.left, 100, 1, 'moved right by 100');
    assertClose(after.top - before.top, 50, 1, 'moved down by 50');

    // Far beyond the bottom-right corner: clamped to the viewport.
    const h2 = header.getBoundingClientRect();
    await sendMouse({ type: 'move', position: [Math.round(h2.left + 40), Math.round(h2.top + 20)] });
    await sendMouse({ type: 'down' });
    await sendMouse({ type: 'move', position: [1279, 799] });
    await sendMouse({ type: 'up' });
    await frames(2);
    const clamped = win.getBoundingClientRect();
    const vw = document.documentElement.clientWidth;
    const vh = document.documentElement.clientHeight;
    assertClose(clamped.right, vw, 1, 'right edge clamped to the viewport');
    assertClose(clamped.bottom, vh, 1, 'bottom edge clamped to the viewport');
  });

  it('moves 10px per arrow key on the focused header', async () => {
    const win = await openWindow();
    const header = $('.hy-window__header')!;
    header.focus();
    const before = win.getBoundingClientRect();
    await sendKeys({ press: 'ArrowRight' });
    await sendKeys({ press: 'ArrowRight' });
    await sendKeys({ press: 'ArrowDown' });
    await frames(1);
    const after = win.getBoundingClientRect();
    assertClose(after.left - before.left, 20, 0.5, 'two ArrowRight = 20px');
    assertClose(after.top - before.top, 10, 0.5, 'one ArrowDown = 10px');
  });

  it('closes with Escape and with the close button, returning focus to the avatar', async () => {
    const events: boolean[] = [];
    el.addEventListener('hy-chat-open-change', (e) => events.push(e.detail.open));
    await openWindow();
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !isOpen(), 'closed by Escape');
    assertEqual(root().activeElement, avatar(), 'focus back on the avatar');

    await openWindow();
    $<HTMLButtonElement>('.hy-window__close')!.click();
    await waitFor(() => !isOpen(), 'closed by the close button');
    assertEqual(events.join(), 'true,false,true,false', 'open-change events');

    // Keyboard: Enter on the focused avatar toggles too.
    avatar().focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(isOpen, 'opened with Enter');
  });

  it('switches texts with the locale attribute', async () => {
    assertEqual(avatar().getAttribute('aria-label'), '在线客服', 'zh_CN default');
    el.setAttribute('locale', 'en_US');
    await waitFor(() => avatar().getAttribute('aria-label') === 'Online customer service', 'English label');
    await openWindow();
    assertEqual($('.hy-window__title')?.textContent, 'Online customer service', 'English title');
    await waitFor(() => root().textContent?.includes('Could not start the chat'), 'English status text');
    assertEqual($('.hy-root')?.getAttribute('lang'), 'en', 'lang attribute');
    el.setAttribute('locale', 'zh_CN');
    await waitFor(() => $('.hy-window__title')?.textContent === '在线客服', 'back to Chinese');
    await waitFor(() => root().textContent?.includes('聊天启动失败'), 'Chinese status text');
    el.removeAttribute('locale');
    el.setAttribute('locale', 'xx');
    await frames(2);
    assertEqual($('.hy-window__title')?.textContent, '在线客服', 'unknown locale falls back to zh_CN');
  });

  it('re-reads engine and sdk-app-id live: Tencent without an app ID says so and runs on our server', async () => {
    const notice = () => $('[data-testid="engine-notice"]');
    await openWindow();
    await waitFor(() => $('.hy-chat-body'), 'chat body');
    assertEqual(notice(), null, 'no notice on the self-hosted engine');
    el.setAttribute('engine', 'tencent');
    await waitFor(notice, 'notice for engine="tencent" without sdk-app-id');
    assert(notice()?.textContent?.includes('sdk-app-id'), 'the notice names the missing attribute');
    assertEqual($('.hy-chat-body')?.getAttribute('data-engine'), 'self', 'runs on our server');
    el.setAttribute('sdk-app-id', 'not-a-number');
    await frames(2);
    assert(notice(), 'an unusable app ID changes nothing');
    el.setAttribute('locale', 'en_US');
    await waitFor(() => notice()?.textContent?.startsWith('The Tencent engine is selected'), 'notice follows the locale');
    el.removeAttribute('engine');
    await waitFor(() => notice() === null, 'notice gone with the attribute');
  });

  it('shows the unread dot from the attribute and from the chat code', async () => {
    const dot = () => $('.hy-dot');
    assertEqual(dot(), null, 'no dot by default');
    el.setAttribute('unread', '');
    await waitFor(dot, 'dot with unread=""');
    assertEqual(avatar().getAttribute('aria-label'), '在线客服（有新消息）', 'label mentions new messages');
    el.removeAttribute('unread');
    await waitFor(() => dot() === null, 'dot gone after removeAttribute');
    el.setAttribute('unread', 'false');
    await frames(2);
    assertEqual(dot(), null, 'unread="false" shows no dot');
    el.unread = true;
    await waitFor(dot, 'dot via the unread property');
    assertEqual(el.hasAttribute('unread'), true, 'property reflects to the attribute');
    el.unread = false;
    await waitFor(() => dot() === null, 'dot gone via property');
    el.setInternalUnread(true);
    await waitFor(dot, 'dot set by the chat code (ui store)');
    assertEqual(el.ui.unread, true, 'store state');
  });

  it('reveals the phone number on hover and on keyboard focus; mail is a mailto link', async () => {
    const bubble = $('.hy-bubble')!;
    assertEqual(getComputedStyle(bubble).visibility, 'hidden', 'hidden at rest');
    assert(bubble.textContent?.includes('400-820-2005'), 'brand phone number');
    const phoneButton = $<HTMLButtonElement>('.hy-phone button')!;
    const mail = $<HTMLAnchorElement>('a[href^="mailto:"]')!;
    assertEqual(mail.getAttribute('href'), 'mailto:service@sealink-marine.example', 'mailto link');
    assert(mail.getAttribute('aria-label')?.includes('service@sealink-marine.example'), 'mail aria-label');

    mail.focus();
    await sendKeys({ press: 'Tab' });
    assertEqual(root().activeElement, phoneButton, 'Tab reaches the phone button');
    await waitFor(() => getComputedStyle(bubble).visibility === 'visible', 'visible on keyboard focus');
    phoneButton.blur();
    await waitFor(() => getComputedStyle(bubble).visibility === 'hidden', 'hidden after blur');

    const c = center(phoneButton);
    await sendMouse({ type: 'move', position: [c.x, c.y] });
    await waitFor(() => getComputedStyle(bubble).visibility === 'visible', 'visible on hover');

    el.setAttribute('phone', '021-5555-0000');
    await waitFor(() => bubble.textContent?.includes('021-5555-0000'), 'phone attribute');
  });

  it('uses a full-screen window below 768px', async () => {
    await setViewport({ width: 500, height: 700 });
    const win = await openWindow();
    await frames(2);
    const rect = win.getBoundingClientRect();
    assertEqual(rect.left, 0, 'left 0');
    assertEqual(rect.top, 0, 'top 0');
    assertClose(rect.width, 500, 1, 'full width');
    assertClose(rect.height, 700, 1, 'full height');
  });
});
