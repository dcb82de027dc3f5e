import type { WireLead } from '../../../common/console/leads.ts';

const COLUMNS: Exclude<keyof WireLead, 'labels'>[] = [
  'ref',
  'kind',
  'status',
  'assignee',
  'createdAt',
  'name',
  'company',
  'phone',
  'email',
  'summary',
];

/**
 * One CSV cell: quoted, quotes doubled; a cell a spreadsheet would take for a formula (= + - @, tab, CR) gets a
 * leading apostrophe, so a visitor's text never runs as one.
 */
export function csvCell(value: string | null): string {
  let text = value ?? '';
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

/**
 * The inbox as CSV (RFC 4180, CRLF), with a byte-order mark so spreadsheets read the Chinese text as UTF-8; the last
 * column names each lead's labels (`labelNames` turns its label IDs into text).
 */
export function leadsCsv(leads: WireLead[], labelNames: (ids: number[]) => string = () => ''): string {
  const lines = [
    [...COLUMNS, 'labels'].join(','),
    ...leads.map((lead) => [...COLUMNS.map((c) => csvCell(lead[c])), csvCell(labelNames(lead.labels))].join(',')),
  ];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
