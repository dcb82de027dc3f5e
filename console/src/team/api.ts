import type { StaffRole } from '../../../common/console/roles.ts';
import { api } from '../api/http.ts';

/** The team API (server/console/team/routes.ts), admins only. */
export interface StaffMember {
  userId: string;
  nick: string;
  role: StaffRole;
  disabled: boolean;
}

export const listTeam = () => api<StaffMember[]>('GET', '/team');
export const createMember = (input: { userId: string; nick?: string; role: StaffRole; password?: string }) =>
  api<{ member: StaffMember; password: string | null }>('POST', '/team', input);
export const updateMember = (userId: string, change: { role?: StaffRole; disabled?: boolean }) =>
  api<StaffMember>('PATCH', `/team/${userId}`, change);
export const resetPassword = (userId: string) => api<{ password: string | null }>('POST', `/team/${userId}/password`, {});
