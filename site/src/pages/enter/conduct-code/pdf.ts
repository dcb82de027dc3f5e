/**
 * A minimal PDF 1.4 writer for the conduct code: A4 pages of wrapped text. English uses the standard
 * Helvetica font; Chinese uses the predefined CJK font STSong-Light with the UniGB-UCS2-H CMap (no font file
 * embedded: every PDF reader supplies it), text written as UTF-16BE hex strings.
 */
export interface PdfLine {
  text: string;
  size: number;
  bold?: boolean;
  gapBefore?: number;
}

const PAGE_W = 595;
const PAGE_H = 842;
const MARGIN = 56;

/** Wraps text to a width: by words for Latin text, by characters for CJK (each counts double width). */
export function wrap(text: string, size: number, cjk: boolean): string[] {
  const maxUnits = (PAGE_W - 2 * MARGIN) / (size * 0.5);
  const width = (s: string) => [...s].reduce((n, c) => n + (c.charCodeAt(0) > 0x2e80 ? 2 : 1.1), 0);
  const lines: string[] = [];
  if (cjk) {
    let line = '';
    for (const ch of text) {
      if (width(line + ch) > maxUnits) {
        lines.push(line);
        line = '';
      }
      line += ch;
    }
    if (line) lines.push(line);
    return lines;
  }
  let line = '';
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (width(next) > maxUnits * 0.92 && line) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

function latinString(text: string): string {
  return `(${text.replace(/[^\x20-\x7e]/g, '-').replace(/([\\()])/g, '\\$1')})`;
}

function cjkString(text: string): string {
  let hex = '';
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    hex += (code > 0xffff ? 0x3000 : code).toString(16).padStart(4, '0');
  }
  return `<${hex}>`;
}

export function buildPdf(lines: readonly PdfLine[], cjk: boolean, title: string): Uint8Array {
  // Lay out lines on pages.
  const pages: string[][] = [[]];
  let y = PAGE_H - MARGIN;
  for (const line of lines) {
    const wrapped = wrap(line.text, line.size, cjk);
    y -= line.gapBefore ?? 0;
    for (const part of wrapped) {
      const lead = line.size * 1.5;
      if (y - lead < MARGIN) {
        pages.push([]);
        y = PAGE_H - MARGIN;
      }
      y -= lead;
      const font = cjk ? '/F1' : line.bold ? '/F2' : '/F1';
      const str = cjk ? cjkString(part) : latinString(part);
      pages[pages.length - 1]!.push(`BT ${font} ${line.size} Tf ${MARGIN} ${y.toFixed(1)} Td ${str} Tj ET`);
    }
  }

  const objects: string[] = [];
  const add = (body: string) => objects.push(body); // object number = index + 1
  add('<< /Type /Catalog /Pages 2 0 R >>');
  add('PAGES');
  const fontRefs: string[] = [];
  if (cjk) {
    add('<< /Type /Font /Subtype /Type0 /BaseFont /STSong-Light /Encoding /UniGB-UCS2-H /DescendantFonts [4 0 R] >>');
    add(
      '<< /Type /Font /Subtype /CIDFontType0 /BaseFont /STSong-Light /CIDSystemInfo << /Registry (Adobe) /Ordering (GB1) /Supplement 2 >> /FontDescriptor 5 0 R /DW 1000 >>',
    );
    add(
      '<< /Type /FontDescriptor /FontName /STSong-Light /Flags 6 /FontBBox [-25 -254 1000 880] /ItalicAngle 0 /Ascent 880 /Descent -120 /CapHeight 880 /StemV 93 >>',
    );
    fontRefs.push('/F1 3 0 R');
  } else {
    add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
    add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
    fontRefs.push('/F1 3 0 R', '/F2 4 0 R');
  }
  add(
    `<< /Title ${cjk ? `<feff${[...title].map((c) => c.charCodeAt(0).toString(16).padStart(4, '0')).join('')}>` : latinString(title)} /Producer (SeaLink Marine site) >>`,
  );
  const infoRef = objects.length;
  const kids: number[] = [];
  for (const content of pages) {
    const stream = content.join('\n');
    add(`<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`);
    const contentRef = objects.length;
    add(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_W} ${PAGE_H}] /Resources << /Font << ${fontRefs.join(' ')} >> >> /Contents ${contentRef} 0 R >>`,
    );
    kids.push(objects.length);
  }
  objects[1] = `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`;

  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${infoRef} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
