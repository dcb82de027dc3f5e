import type { WireLead } from '../../../common/console/leads.ts';

const COLUMNS: (keyof WireLead)[] = ['ref', 'kind', 'status', 'assignee', 'createdAt', 'name', 'company', 'phone', 'email', 'summary'];

/**
 * One CSV cell: quoted, quotes doubled; a cell a spreadsheet would take for a formula (= + - @, tab, CR) gets a
 * leading apostrophe, so a visitor's text never runs as one.
 */
export function csvCell(value: string | null): string {
  let text = value ?? '';
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

/** The inbox as CSV (RFC 4180, CRLF), with a byte-order mark so spreadsheets read the Chinese text as UTF-8. */
export function leadsCsv(leads: WireLead[]): string {
  const lines = [COLUMNS.join(','), ...leads.map((lead) => COLUMNS.map((c) => csvCell(lead[c])).join(','))];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
