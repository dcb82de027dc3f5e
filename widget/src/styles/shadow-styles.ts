/**
 * How the widget's CSS reaches its shadow root: as constructed stylesheets (`adoptedStyleSheets`), never as
 * `<style>` text, so a partner page whose Content-Security-Policy has no 'unsafe-inline' in `style-src` still
 * styles the element (a policy governs <style> elements and style attributes, not sheets built through the
 * CSSOM). One sheet per CSS text, shared by every element of the page; a sheet adopted later cascades after the
 * earlier ones, as a later <style> would. Browsers without constructable stylesheets (Safari before 16.4) get a
 * <style> element instead, which a strict policy refuses but every other page takes.
 */
const sheets = new Map<string, CSSStyleSheet>();

function constructable(root: ShadowRoot): boolean {
  return 'adoptedStyleSheets' in root && typeof CSSStyleSheet === 'function' && 'replaceSync' in CSSStyleSheet.prototype;
}

/** Adds `css` to the shadow root's styles once (after those it already has). */
export function adoptStyles(root: ShadowRoot, css: string): void {
  if (!constructable(root)) {
    if ([...root.children].some((child) => child.localName === 'style' && child.textContent === css)) return;
    const style = root.ownerDocument.createElement('style');
    style.textContent = css;
    root.append(style);
    return;
  }
  let sheet = sheets.get(css);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    sheets.set(css, sheet);
  }
  if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
}
