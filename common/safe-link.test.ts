import { describe, expect, it } from 'vitest';
import { isSafeLink, safeLinkKind } from './safe-link.ts';

describe('safe links (issue #30)', () => {
  it('takes absolute http(s) URLs and paths of this site', () => {
    expect(safeLinkKind('https://www.example.com/news?id=1#top')).toBe('absolute');
    expect(safeLinkKind('HTTP://example.com')).toBe('absolute');
    expect(safeLinkKind('/mediaCenter/news/12')).toBe('path');
    expect(safeLinkKind('/')).toBe('path');
    expect(safeLinkKind('/a%20b')).toBe('path');
  });

  it('refuses other sites in disguise, other schemes and hidden characters', () => {
    for (const link of [
      '',
      '//evil.example',
      '/\\evil.example',
      '/%5Cevil.example',
      '/%5cevil.example',
      '/%2F/evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      'javascript:alert(1)',
      'java\tscript:alert(1)',
      'java\nscript:alert(1)',
      ' javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'https:evil.example',
      'https:/evil.example',
      'https:\\\\evil.example',
      'https://\\evil.example',
      'https:///evil.example',
      'https://evil.example/\u0000',
      'https://evil.example/a b',
      'https://evil.example/"onmouseover="x',
      'mediaCenter/news/12',
      'evil.example',
      '\u00a0/x',
    ])
      expect(isSafeLink(link), JSON.stringify(link)).toBe(false);
  });
});
