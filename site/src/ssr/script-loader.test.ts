import { describe, expect, it } from 'vitest';
import { loadScriptsAfterFirstPaint, withoutScriptLoader } from './script-loader.ts';

const BUILT = `<!doctype html><html><head>
    <script type="module" crossorigin src="/assets/index-A.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-B.js">
    <link rel="modulepreload" crossorigin href="/assets/i18n-C.js">
  </head><body><div id="root"><h1>首页</h1></div>
    <script>window.__SSR__={"href":"/"}</script>
  </body></html>`;

describe('script loader', () => {
  it('replaces the built script tags by one loader that names them, in order, before </body>', () => {
    const html = loadScriptsAfterFirstPaint(BUILT);
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('<link rel="modulepreload"');
    const loader = html.slice(html.lastIndexOf('<script>'), html.indexOf('</body>'));
    expect(loader).toContain('["/assets/index-A.js"],["/assets/react-B.js","/assets/i18n-C.js"]');
    expect(html).toContain('<script>window.__SSR__={"href":"/"}</script>');
  });

  it('takes the loader out again for a page without its scripts, keeping the rest of the document', () => {
    const html = withoutScriptLoader(loadScriptsAfterFirstPaint(BUILT));
    expect(html).not.toContain('/assets/index-A.js');
    expect(html).not.toContain('/assets/react-B.js');
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).toContain('<div id="root"><h1>首页</h1></div>');
    expect(html).toContain('<script>window.__SSR__={"href":"/"}</script>\n  </body></html>');
  });

  it('leaves a page without the loader as it is', () => {
    expect(withoutScriptLoader(BUILT)).toBe(BUILT);
  });
});
