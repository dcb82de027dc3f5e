import type { LeadFilter, LeadStatus, WireLead, WireLeadDetail } from '../../../common/console/leads.ts';
import type { StaffRole } from '../../../common/console/roles.ts';
import type { WireLabel } from '../../../common/desk/wire.ts';
import { API_BASE, api, queryOf } from '../api/http.ts';

/** The leads API (server/console/leads/routes.ts). */
export interface LeadPage {
  items: WireLead[];
  total: number;
  pageSize: number;
}

export const listLeads = (filter: LeadFilter, page: number) => api<LeadPage>('GET', `/leads${queryOf({ ...filter, page })}`);
export const getLead = (ref: string) => api<WireLeadDetail>('GET', `/leads/${ref}`);
export const updateLead = (ref: string, change: { status?: LeadStatus; assignee?: string | null }) =>
  api<WireLeadDetail>('PATCH', `/leads/${ref}`, change);
export const addNote = (ref: string, body: string) => api<WireLeadDetail>('POST', `/leads/${ref}/notes`, { body });
export const deleteLead = (ref: string) => api<null>('DELETE', `/leads/${ref}`);
export const listAssignees = () => api<{ userId: string; nick: string; role: StaffRole }[]>('GET', '/leads/assignees');

/** The CSV of a filter and a résumé are plain downloads (the session cookie goes with them). */
export const exportUrl = (filter: LeadFilter) => `${API_BASE}/leads/export${queryOf({ ...filter })}`;
export const resumeUrl = (ref: string) => `${API_BASE}/leads/${ref}/resume`;
export const listLeadLabels = () => api<WireLabel[]>('GET', '/leads/labels');
export const setLeadLabels = (ref: string, labels: number[]) => api<{ labels: number[] }>('PUT', `/leads/${ref}/labels`, { labels });
