/** SPEC §9 file icon types. */
export const FILE_KINDS = ['image', 'pdf', 'text', 'ppt', 'presentation', 'sheet', 'zip', 'word', 'video', 'unknown'] as const;
export type FileKind = (typeof FILE_KINDS)[number];

const BY_EXTENSION: Record<string, FileKind> = {
  png: 'image',
  jpg: 'image',
  jpeg: 'image',
  gif: 'image',
  bmp: 'image',
  webp: 'image',
  svg: 'image',
  pdf: 'pdf',
  txt: 'text',
  md: 'text',
  log: 'text',
  csv: 'text',
  json: 'text',
  ppt: 'ppt',
  pptx: 'ppt',
  key: 'presentation',
  odp: 'presentation',
  xls: 'sheet',
  xlsx: 'sheet',
  ods: 'sheet',
  numbers: 'sheet',
  zip: 'zip',
  rar: 'zip',
  '7z': 'zip',
  gz: 'zip',
  tar: 'zip',
  doc: 'word',
  docx: 'word',
  odt: 'word',
  rtf: 'word',
  pages: 'word',
  mp4: 'video',
  mov: 'video',
  avi: 'video',
  mkv: 'video',
  webm: 'video',
};

export function fileKind(name: string): FileKind {
  const dot = name.lastIndexOf('.');
  if (dot < 0) return 'unknown';
  return BY_EXTENSION[name.slice(dot + 1).toLowerCase()] ?? 'unknown';
}

/** Width units of a character: 2 for wide (non basic-Latin) characters, else 1. */
function widthOf(ch: string): number {
  return ch.codePointAt(0)! > 0xff ? 2 : 1;
}

/** SPEC §5: a file name on the icon is cut after about 16 width units (wide characters count 2), with an ellipsis. */
export function truncateFileName(name: string, maxUnits = 16): string {
  let units = 0;
  let out = '';
  for (const ch of name) {
    units += widthOf(ch);
    if (units > maxUnits) return `${out}…`;
    out += ch;
  }
  return out;
}

export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
