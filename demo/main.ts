/**
 * QA controls for <hy-chat>. The widget itself comes from /widget/hy-chat.js (see index.html),
 * exactly as on a partner site; this script only edits the element's attributes.
 */
import { isLocale, htmlLang, type Locale } from '../common/locale.ts';
import { setupStaffLogin } from './staff-login.ts';
import { setupThemeControls } from './theme-controls.ts';

const TEXT = {
  zh_CN: {
    title: '聊天组件演示',
    intro: '本页像合作方网站一样加载 /widget/hy-chat.js。下面的控件实时修改 <hy-chat> 的属性。',
    controls: 'QA 控件',
    locale: '语言 (locale)',
    serverUrl: '服务器地址 (server-url，留空用默认值)',
    engine: '消息引擎 (engine)',
    unread: '未读提示 (unread)',
    state: '聊天窗口：',
    open: '已打开',
    closed: '已关闭',
    snippet: '当前嵌入代码：',
    section: '填充内容',
    filler: '这一段用于把页面撑高，以便测试“返回顶部”按钮（页面滚动超过 300 像素后出现）。',
  },
  en_US: {
    title: 'Chat widget demo',
    intro: 'This page loads /widget/hy-chat.js the way a partner site does. The controls below edit the attributes of <hy-chat> live.',
    controls: 'QA controls',
    locale: 'Language (locale)',
    serverUrl: 'Server URL (server-url, empty = default)',
    engine: 'Messaging engine (engine)',
    unread: 'Unread dot (unread)',
    state: 'Chat window:',
    open: 'open',
    closed: 'closed',
    snippet: 'Current embed code:',
    section: 'Filler content',
    filler: 'This block makes the page tall so the back-to-top button (shown after scrolling more than 300 px) can be tested.',
  },
} as const satisfies Record<Locale, Record<string, string>>;

type TextKey = keyof (typeof TEXT)['zh_CN'];

const chat = document.querySelector('hy-chat') as HTMLElement;
const localeSelect = byId<HTMLSelectElement>('ctl-locale');
const serverInput = byId<HTMLInputElement>('ctl-server-url');
const engineSelect = byId<HTMLSelectElement>('ctl-engine');
const unreadCheck = byId<HTMLInputElement>('ctl-unread');
const stateOut = byId<HTMLElement>('ctl-state');
const snippetOut = byId<HTMLElement>('ctl-snippet');
let open = false;

function byId<T extends HTMLElement>(id: string): T {
  const el = document.getElementById(id);
  if (!el) throw new Error(`#${id} missing`);
  return el as T;
}

function currentLocale(): Locale {
  return isLocale(localeSelect.value) ? localeSelect.value : 'zh_CN';
}

function t(key: TextKey): string {
  return TEXT[currentLocale()][key];
}

function renderTexts(): void {
  document.documentElement.lang = htmlLang(currentLocale());
  for (const el of document.querySelectorAll<HTMLElement>('[data-text]')) {
    el.textContent = t(el.dataset.text as TextKey);
  }
  stateOut.textContent = open ? t('open') : t('closed');
  renderFiller();
  renderSnippet();
}

function renderFiller(): void {
  const filler = byId<HTMLElement>('filler');
  filler.replaceChildren(
    ...Array.from({ length: 6 }, (_, i) => {
      const section = document.createElement('section');
      const h = document.createElement('h2');
      h.textContent = `${t('section')} ${i + 1}`;
      const p = document.createElement('p');
      p.textContent = t('filler');
      section.append(h, p);
      return section;
    }),
  );
}

function renderSnippet(): void {
  const attrs = ['locale', 'server-url', 'engine', 'sdk-app-id', 'unread']
    .filter((name) => chat.hasAttribute(name))
    .map((name) => (chat.getAttribute(name) === '' ? name : `${name}="${chat.getAttribute(name)}"`));
  snippetOut.textContent = `<hy-chat ${attrs.join(' ')}></hy-chat>`;
}

function setAttr(name: string, value: string | null): void {
  if (value === null || value === '') chat.removeAttribute(name);
  else chat.setAttribute(name, value);
  renderSnippet();
}

// Start from what the element says (or ?locale=en_US in the page URL, handy for QA links).
const fromQuery = new URLSearchParams(location.search).get('locale');
localeSelect.value = isLocale(fromQuery) ? fromQuery : (chat.getAttribute('locale') ?? 'zh_CN');
engineSelect.value = chat.getAttribute('engine') ?? 'self';
serverInput.value = chat.getAttribute('server-url') ?? '';
unreadCheck.checked = chat.hasAttribute('unread');
setAttr('locale', localeSelect.value);

localeSelect.addEventListener('change', () => {
  setAttr('locale', localeSelect.value);
  renderTexts();
});
serverInput.addEventListener('input', () => setAttr('server-url', serverInput.value.trim()));
engineSelect.addEventListener('change', () => setAttr('engine', engineSelect.value));
unreadCheck.addEventListener('change', () => {
  chat.toggleAttribute('unread', unreadCheck.checked);
  renderSnippet();
});
chat.addEventListener('hy-chat-open-change', (event) => {
  open = (event as CustomEvent<{ open: boolean }>).detail.open;
  stateOut.textContent = open ? t('open') : t('closed');
});

document.querySelector('form.demo-controls')?.addEventListener('submit', (event) => event.preventDefault());

renderTexts();
setupStaffLogin(chat, currentLocale);
setupThemeControls(chat);
