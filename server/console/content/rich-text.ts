import sanitizeHtml from 'sanitize-html';
// Images of a rich-text body come from the media library only (server/content/media-files.ts).
import { MEDIA_PATH } from '../../content/media-files.ts';

/**
 * The rich-text body of an article (issue #16.3). The console's editor (Tiptap) sends HTML; the server never keeps
 * it as sent: it is rebuilt here with sanitize-html from a short list of elements (paragraphs, headings 2-4, lists,
 * quotes, emphasis, line breaks, links, images), links only to http(s) and mailto (opened as external, without
 * referrer or opener), images only from the media library, no attributes but those, no style, no script, no event
 * handlers. What comes out is what the site puts into the article (site/src/pages/media-center/NewsDetailsPage.tsx).
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'blockquote', 'strong', 'em', 's', 'u', 'code', 'br', 'hr', 'a', 'img'],
  // target and rel are those the transform below sets, whatever the input said.
  allowedAttributes: { a: ['href', 'target', 'rel'], img: ['src', 'alt', 'width', 'height'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, target: '_blank', rel: 'noopener noreferrer nofollow' },
    }),
    h1: 'h2',
    b: 'strong',
    i: 'em',
    strike: 's',
    del: 's',
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !isLibraryImage(frame.attribs.src),
};

function isLibraryImage(src: string | undefined): boolean {
  return typeof src === 'string' && src.startsWith(MEDIA_PATH) && /^[\w./-]+$/.test(src) && !src.includes('..');
}

/** The body as the site may show it. */
export function sanitizeBody(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** The body's text, paragraphs separated by blank lines (site search and the plain `newsContent`). */
export function bodyText(html: string): string {
  const marked = html.replace(/<\/(p|h[1-6]|li|blockquote)>/gi, '$&\n\n').replace(/<br\s*\/?>/gi, '\n');
  const text = sanitizeHtml(marked, { allowedTags: [], allowedAttributes: {} });
  return decodeEntities(text)
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter(Boolean)
    .join('\n\n');
}

function decodeEntities(text: string): string {
  return text.replace(
    /&(amp|lt|gt|quot|#39|nbsp);/g,
    (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' })[name]!,
  );
}

/** Whether the sanitised body holds anything a reader would see (text or an image). */
export function isEmptyBody(html: string): boolean {
  return !bodyText(html) && !/<img\s/i.test(html);
}

/** Whether every image of a sanitised body has a text alternative (alt text that is not blank). */
export function imagesHaveAlt(html: string): boolean {
  return [...html.matchAll(/<img\b[^>]*>/gi)].every((tag) => /\salt="[^"]*\S[^"]*"/i.test(tag[0]));
}
