import { describe, expect, it } from 'vitest';
import { MAX_WORD, conversationToken, conversationsQuery, keywordQuery, searchTokens } from './search-tokens.ts';

describe('searchTokens', () => {
  it('lowercases words and splits on anything but letters and digits', () => {
    expect(searchTokens('Engine overhaul: QUOTE #42, re-sent')).toEqual(['engine', 'overhaul', 'quote', '42', 're', 'sent']);
  });

  it('gives the bigrams of a Chinese run and its last character', () => {
    expect(searchTokens('船舶维修')).toEqual(['船舶', '舶维', '维修', '修']);
    expect(searchTokens('船')).toEqual(['船']);
  });

  it('separates scripts inside one run and dedupes', () => {
    expect(searchTokens('ABB发动机ABB 发动')).toEqual(['abb', '发动', '动机', '机', '动']);
  });

  it('treats kana and hangul as CJK runs', () => {
    expect(searchTokens('カタ 한국')).toEqual(['カタ', 'タ', '한국', '국']);
  });

  it('cuts long words', () => {
    expect(searchTokens('x'.repeat(100))).toEqual(['x'.repeat(MAX_WORD)]);
  });

  it('keeps a surrogate-pair character whole', () => {
    expect(searchTokens('𠀀𠀁')).toEqual(['𠀀𠀁', '𠀁']);
  });
});

describe('keywordQuery', () => {
  it('matches Latin words by prefix', () => {
    expect(keywordQuery('Eng')).toBe("'eng':*");
    expect(keywordQuery('foo-bar')).toBe("'foo':* & 'bar':*");
  });

  it('needs every bigram of a Chinese keyword, a prefix for one character', () => {
    expect(keywordQuery('维修')).toBe("'维修'");
    expect(keywordQuery('船舶维修')).toBe("'船舶' & '舶维' & '维修'");
    expect(keywordQuery('船')).toBe("'船':*");
  });

  it('is empty without letters or digits', () => {
    expect(keywordQuery("?!' %_\\")).toBe('');
  });

  it('every message containing the keyword matches its query (tokens found as prefix or equal)', () => {
    const texts = ['今天下午维修发动机 engine OK', '报价单Quote2024已发送', '船'];
    for (const text of texts) {
      const tokens = searchTokens(text);
      const lower = text.toLowerCase();
      // every substring that starts at a word or CJK character boundary
      for (let i = 0; i < lower.length; i++)
        for (let j = i + 1; j <= lower.length; j++) {
          const kw = lower.slice(i, j);
          if (/^[a-z0-9]/.test(kw) && i > 0 && /[a-z0-9]/.test(lower[i - 1]!)) continue; // mid-word: not promised
          const q = keywordQuery(kw);
          if (!q) continue;
          for (const part of q.split(' & ')) {
            const prefix = part.endsWith(':*');
            const tok = part.replace(/:\*$/, '').slice(1, -1);
            expect(
              tokens.some((t) => (prefix ? t.startsWith(tok) : t === tok)),
              `${kw} in ${text}`,
            ).toBe(true);
          }
        }
    }
  });
});

describe('conversationsQuery', () => {
  it('ors the quoted conversation tokens, quotes and backslashes escaped', () => {
    expect(conversationToken('grp:g1')).toBe('#grp:g1');
    expect(conversationsQuery(['c2c:a|b', "grp:it's\\x"])).toBe("'#c2c:a|b' | '#grp:it''s\\\\x'");
  });
});
