import type { ConsoleRight, StaffRole } from './roles.ts';
import { can } from './roles.ts';

/** The inbox's leads (issue #16.2): rows of the three form tables, by source, and their kinds and statuses. */
export const LEAD_SOURCES = ['enquiry', 'sales', 'job'] as const;
export type LeadSource = (typeof LEAD_SOURCES)[number];

export const LEAD_KINDS = ['enquiry', 'salesAgent', 'demoVideo', 'energyTrial', 'jobApplication'] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

export const LEAD_STATUSES = ['new', 'inProgress', 'done', 'spam'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const NOTE_MAX_LENGTH = 2000;
export const LEADS_PAGE_SIZE = 50;

export function sourceOfKind(kind: LeadKind): LeadSource {
  return kind === 'enquiry' ? 'enquiry' : kind === 'jobApplication' ? 'job' : 'sales';
}

export function rightOfSource(source: LeadSource): ConsoleRight {
  return source === 'job' ? 'leads.jobs' : 'leads.sales';
}

/** The lead sources a role may read. */
export function sourcesFor(role: StaffRole): LeadSource[] {
  return LEAD_SOURCES.filter((s) => can(role, rightOfSource(s)));
}

/** A lead's reference in URLs: `enquiry-12`, `sales-3`, `job-7`. */
export function leadRef(source: LeadSource, id: number): string {
  return `${source}-${id}`;
}

export function parseLeadRef(ref: string): { source: LeadSource; id: number } | null {
  const match = /^(enquiry|sales|job)-([1-9][0-9]{0,9})$/.exec(ref);
  if (!match) return null;
  const id = Number(match[2]);
  return id <= 2_147_483_647 ? { source: match[1] as LeadSource, id } : null;
}

/** One row of the inbox. */
export interface WireLead {
  ref: string;
  source: LeadSource;
  kind: LeadKind;
  name: string;
  company: string;
  phone: string;
  email: string;
  summary: string;
  status: LeadStatus;
  assignee: string | null;
  createdAt: string;
  /** IDs of its labels (common/desk/wire.ts WireLabel). */
  labels: number[];
}

export interface WireLeadNote {
  id: number;
  author: string;
  body: string;
  createdAt: string;
}

/** A lead's detail: its row, every field of its form, its notes, and whether it has a résumé to download. */
export interface WireLeadDetail extends WireLead {
  fields: Record<string, string>;
  notes: WireLeadNote[];
  resume: { name: string; size: number; type: string } | null;
}

export interface LeadFilter {
  kind?: LeadKind;
  status?: LeadStatus;
  /** yyyy-mm-dd, inclusive */
  from?: string;
  to?: string;
  q?: string;
  /** A label's ID. */
  label?: number;
}
