import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { splitByRanges } from './Highlight.tsx';
import { intParam } from './page-data.ts';
import { conductCodeFile, conductCodePdf } from '../../../scripts/conduct-code-pdf.ts';
import { stageIndex } from '../pages/enter/CompanyIntroPage.tsx';
import { cultureAnchor } from '../pages/enter/culture.ts';
import { itemPath } from '../pages/business/lines.ts';

describe('page kit', () => {
  it('splits text at highlight ranges, skipping bad ranges', () => {
    expect(
      splitByRanges('Main engine overhaul', [
        [0, 4],
        [12, 20],
      ]),
    ).toEqual([
      { text: 'Main', hit: true },
      { text: ' engine ', hit: false },
      { text: 'overhaul', hit: true },
    ]);
    expect(
      splitByRanges('abc', [
        [2, 1],
        [1, 9],
      ]),
    ).toEqual([{ text: 'abc', hit: false }]);
  });
  it('reads positive integer query parameters only', () => {
    const url = new URL('http://x/?id=12&bad=1e3&neg=-1&zero=0');
    expect([intParam(url, 'id'), intParam(url, 'bad'), intParam(url, 'neg'), intParam(url, 'zero'), intParam(url, 'none')]).toEqual([
      12,
      null,
      null,
      null,
      null,
    ]);
  });
  it('maps the development-stage flag 1-4 and culture anchors (SPEC §2)', () => {
    expect(['1', '2', '3', '4', '5', null, 'x'].map(stageIndex)).toEqual([0, 1, 2, 3, 0, 0, 0]);
    expect(['mission', 'vision', 'values'].map(cultureAnchor)).toEqual(['culturemMission', 'culturemVision', 'culturemValues']);
  });
  it('links business items to their detail routes', () => {
    expect(itemPath('case', 3)).toBe('/bussiness/details?id=3');
    expect(itemPath('expertOpinion', 4)).toBe('/bussiness/expertOpinionDetails?id=4');
    expect(itemPath('course', 5)).toBe('/bussiness/details?kind=course&id=5');
  });
});

describe('business conduct code download', () => {
  for (const locale of ['zh_CN', 'en_US'] as const) {
    it(`site/public holds the current ${locale} PDF (regenerate with node scripts/conduct-code-pdf.ts)`, () => {
      const generated = Buffer.from(conductCodePdf(locale));
      expect(generated.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
      expect(generated.subarray(-6).toString('latin1')).toBe('%%EOF\n');
      expect(readFileSync(conductCodeFile(locale)).equals(generated)).toBe(true);
    });
  }
  it('writes a valid cross-reference table', () => {
    const pdf = Buffer.from(conductCodePdf('en_US')).toString('latin1');
    const xref = Number(/startxref\n(\d+)/.exec(pdf)![1]);
    expect(pdf.slice(xref, xref + 4)).toBe('xref');
    const offsets = [...pdf.slice(xref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    offsets.forEach((offset, i) => expect(pdf.slice(offset, offset + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`));
  });
});
