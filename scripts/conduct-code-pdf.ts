import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { LOCALES } from '../common/locale.ts';
import type { Locale } from '../common/locale.ts';
import { CONDUCT_CODE, conductCodeHref } from '../site/src/pages/enter/conduct-code/content.ts';
import { buildPdf } from '../site/src/pages/enter/conduct-code/pdf.ts';
import type { PdfLine } from '../site/src/pages/enter/conduct-code/pdf.ts';

/** The PDF bytes of the conduct code in one language. */
export function conductCodePdf(locale: Locale): Uint8Array {
  const code = CONDUCT_CODE[locale];
  const lines: PdfLine[] = [
    { text: code.title, size: 18, bold: true },
    { text: code.subtitle, size: 10, gapBefore: 4 },
    ...code.sections.flatMap(([heading, body]): PdfLine[] => [
      { text: heading, size: 12, bold: true, gapBefore: 14 },
      { text: body, size: 10.5, gapBefore: 2 },
    ]),
  ];
  return buildPdf(lines, locale === 'zh_CN', code.title);
}

/** Target file in site/public for a locale. */
export function conductCodeFile(locale: Locale): string {
  return fileURLToPath(new URL(`../site/public${conductCodeHref(locale)}`, import.meta.url));
}

// `node scripts/conduct-code-pdf.ts` rewrites the PDFs after the text changes.
if (import.meta.url === `file://${process.argv[1]}`) {
  for (const locale of LOCALES) writeFileSync(conductCodeFile(locale), conductCodePdf(locale));
}
