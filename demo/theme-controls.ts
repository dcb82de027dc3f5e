/**
 * Theme controls of the demo page: try the element's public custom properties and ::part() names
 * (widget/README.md, "Theming") the way a partner page uses them, from the host page only. The properties are
 * set on the <hy-chat> element (through the CSSOM), the free CSS goes to a constructed stylesheet adopted by the
 * document, so neither needs 'unsafe-inline'. Texts follow the element's `locale` attribute.
 */
import { isLocale, type Locale } from '../common/locale.ts';

const ZH = {
  title: '主题（CSS 自定义属性与 ::part）',
  intro: '这些控件只在宿主页面上设置样式，与合作方网站的做法相同。',
  primary: '主色 (--hy-color-primary)',
  bubbleSelf: '自己的气泡 (--hy-color-bubble-self)',
  radius: '窗口圆角 (--hy-radius)',
  font: '字体 (--hy-font)',
  fontDefault: '默认',
  fontSerif: '衬线体',
  fontMono: '等宽',
  css: '页面 CSS（例如 hy-chat::part(header) { … }）',
  reset: '恢复默认',
};

type Key = keyof typeof ZH;

const TEXT: Record<Locale, Record<Key, string>> = {
  zh_CN: ZH,
  en_US: {
    title: 'Theme (CSS custom properties and ::part)',
    intro: 'These controls style the element from the host page only, as a partner site does.',
    primary: 'Primary colour (--hy-color-primary)',
    bubbleSelf: 'Own bubbles (--hy-color-bubble-self)',
    radius: 'Window corners (--hy-radius)',
    font: 'Font (--hy-font)',
    fontDefault: 'Default',
    fontSerif: 'Serif',
    fontMono: 'Monospace',
    css: 'Page CSS (e.g. hy-chat::part(header) { … })',
    reset: 'Reset',
  },
};

const FONTS = { fontDefault: '', fontSerif: "Georgia, 'Songti SC', serif", fontMono: 'ui-monospace, monospace' } as const;
const DEFAULTS = { primary: '#0b3a75', bubbleSelf: '#d8e7fb', radius: '10' } as const;
const EXAMPLE_CSS = 'hy-chat::part(header) {\n  letter-spacing: 0.05em;\n}\nhy-chat::part(bubble-in) {\n  border: 1px solid #999;\n}';

/** Adds the theme form to the page (before `before`, by default the page's <main>) for `chat`. */
export function setupThemeControls(chat: HTMLElement, before: Element | null = document.querySelector('main')): void {
  const locale = (): Locale => {
    const value = chat.getAttribute('locale');
    return isLocale(value) ? value : 'zh_CN';
  };
  const form = document.createElement('form');
  form.className = 'demo-controls demo-theme';
  form.id = 'theme-form';
  form.addEventListener('submit', (event) => event.preventDefault());
  const texts: [HTMLElement, Key][] = [];
  const text = <T extends HTMLElement>(el: T, key: Key): T => {
    texts.push([el, key]);
    return el;
  };
  const labelled = (key: Key, control: HTMLElement) => {
    const label = document.createElement('label');
    label.append(text(document.createElement('span'), key), control);
    return label;
  };
  const input = (type: string, name: string, value: string) =>
    Object.assign(document.createElement('input'), { type, name, value, id: `theme-${name}` });

  const primary = input('color', 'primary', DEFAULTS.primary);
  const bubbleSelf = input('color', 'bubble-self', DEFAULTS.bubbleSelf);
  const radius = Object.assign(input('range', 'radius', DEFAULTS.radius), { min: '0', max: '28' });
  const font = Object.assign(document.createElement('select'), { name: 'font', id: 'theme-font' });
  for (const key of Object.keys(FONTS) as (keyof typeof FONTS)[]) {
    font.append(text(Object.assign(document.createElement('option'), { value: key }), key));
  }
  const css = Object.assign(document.createElement('textarea'), { name: 'css', id: 'theme-css', rows: 5, cols: 48 });
  css.placeholder = EXAMPLE_CSS;
  const reset = text(Object.assign(document.createElement('button'), { type: 'button', id: 'theme-reset' }), 'reset');

  form.append(
    text(document.createElement('h2'), 'title'),
    text(document.createElement('p'), 'intro'),
    labelled('primary', primary),
    labelled('bubbleSelf', bubbleSelf),
    labelled('radius', radius),
    labelled('font', font),
    labelled('css', css),
    reset,
  );
  if (before?.parentNode) before.before(form);
  else document.body.append(form);

  // The page's own CSS for the element: a constructed sheet (a partner would use a stylesheet file).
  const sheet = new CSSStyleSheet();
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];

  const apply = () => {
    const set = (property: string, value: string, fallback: string) => {
      if (value === fallback) chat.style.removeProperty(property);
      else chat.style.setProperty(property, value);
    };
    set('--hy-color-primary', primary.value, DEFAULTS.primary);
    set('--hy-color-bubble-self', bubbleSelf.value, DEFAULTS.bubbleSelf);
    set('--hy-radius', `${radius.value}px`, `${DEFAULTS.radius}px`);
    set('--hy-font', FONTS[font.value as keyof typeof FONTS] ?? '', '');
    sheet.replaceSync(css.value);
  };
  form.addEventListener('input', apply);
  form.addEventListener('change', apply);
  reset.addEventListener('click', () => {
    primary.value = DEFAULTS.primary;
    bubbleSelf.value = DEFAULTS.bubbleSelf;
    radius.value = DEFAULTS.radius;
    font.value = 'fontDefault';
    css.value = '';
    apply();
  });

  const render = () => {
    for (const [el, key] of texts) el.textContent = TEXT[locale()][key];
  };
  new MutationObserver(render).observe(chat, { attributes: true, attributeFilter: ['locale'] });
  render();
}
