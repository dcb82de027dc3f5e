import type { FileKind } from '../lib/file-kind.ts';

const COLORS: Record<FileKind, string> = {
  image: '#2e9d5b',
  pdf: '#d93025',
  text: '#5b6778',
  ppt: '#d35400',
  presentation: '#e67e22',
  sheet: '#1e8e3e',
  zip: '#8e6c00',
  word: '#1a5fb4',
  video: '#7b2cbf',
  unknown: '#8792a2',
};
const LABELS: Record<FileKind, string> = {
  image: 'IMG',
  pdf: 'PDF',
  text: 'TXT',
  ppt: 'PPT',
  presentation: 'KEY',
  sheet: 'XLS',
  zip: 'ZIP',
  word: 'DOC',
  video: 'VID',
  unknown: '?',
};

/** A document shape coloured and labelled by file type. */
export function FileIcon({ kind }: { kind: FileKind }) {
  return (
    <svg className="hy-file-icon" viewBox="0 0 32 40" width="32" height="40" aria-hidden="true">
      <path d="M2 2h20l8 8v28H2z" fill={COLORS[kind]} />
      <path d="M22 2v8h8" fill="#ffffff55" />
      <text x="16" y="29" textAnchor="middle" fontSize="8" fontFamily="sans-serif" fontWeight="bold" fill="#fff">
        {LABELS[kind]}
      </text>
    </svg>
  );
}
