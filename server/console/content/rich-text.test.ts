import { describe, expect, it } from 'vitest';
import { bodyText, imagesHaveAlt, isEmptyBody, sanitizeBody } from './rich-text.ts';

describe('rich-text body', () => {
  it('keeps the editor formatting the site shows', () => {
    const html =
      '<h2>Dock</h2><p>One <strong>bold</strong> and <em>slanted</em> word<br>next line</p><ul><li><p>item</p></li></ul><blockquote><p>said</p></blockquote>';
    expect(sanitizeBody(html)).toBe(html.replace('<br>', '<br />'));
  });

  it('drops scripts, handlers, styles, foreign images and dangerous links', () => {
    const html =
      '<p onclick="x()" style="color:red">Hi<script>alert(1)</script></p><img src="https://evil.example/a.png" onerror="x()"><img src="/api/content-media/ab12.jpg" alt="deck"><a href="javascript:alert(1)">x</a><a href="https://ok.example/p" target="_self" onmouseover="x()">ok</a><iframe src="https://evil.example"></iframe>';
    const clean = sanitizeBody(html);
    expect(clean).not.toMatch(/script|onclick|onerror|onmouseover|style=|evil|iframe|javascript/);
    expect(clean).toContain('<img src="/api/content-media/ab12.jpg" alt="deck" />');
    expect(clean).toContain('<a href="https://ok.example/p" target="_blank" rel="noopener noreferrer nofollow">ok</a>');
    expect(clean).toContain('<p>Hi</p>');
  });

  it('gives the text with paragraphs for search, and tells an empty body', () => {
    expect(bodyText('<h2>Title &amp; more</h2><p>one<br>two</p><p>three &lt;x&gt;</p>')).toBe('Title & more\n\none\ntwo\n\nthree <x>');
    expect(isEmptyBody('<p> </p><p></p>')).toBe(true);
    expect(isEmptyBody('<p><img src="/api/content-media/a.jpg"></p>')).toBe(false);
  });

  it('tells whether every image of a body has a text alternative', () => {
    expect(imagesHaveAlt('<p>no image</p>')).toBe(true);
    expect(
      imagesHaveAlt(sanitizeBody('<img src="/api/content-media/a.jpg" alt="Deck crane"><img src="/api/content-media/b.jpg" alt="吊机">')),
    ).toBe(true);
    expect(imagesHaveAlt(sanitizeBody('<img src="/api/content-media/a.jpg" alt="Deck"><img src="/api/content-media/b.jpg">'))).toBe(false);
    expect(imagesHaveAlt(sanitizeBody('<img src="/api/content-media/a.jpg" alt="  ">'))).toBe(false);
  });
});
