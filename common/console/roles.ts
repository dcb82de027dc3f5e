/**
 * Staff console roles and what each may use (issue #16). The server checks these on every console API; the
 * console shows a module's navigation entry only to roles holding its right.
 */
export const STAFF_ROLES = ['admin', 'editor', 'recruiter', 'sales', 'agent'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** A staff account without a console row (created by `im:account` without --role) answers conversations only. */
export const DEFAULT_STAFF_ROLE: StaffRole = 'agent';

export type ConsoleRight =
  /** enquiries and sales-agent, demo-video and trial requests */
  | 'leads.sales'
  /** job applications and their résumés */
  | 'leads.jobs'
  | 'team'
  | 'audit'
  | 'content'
  | 'conversations';

const RIGHTS: Record<StaffRole, readonly ConsoleRight[]> = {
  admin: ['leads.sales', 'leads.jobs', 'team', 'audit', 'content', 'conversations'],
  editor: ['content'],
  recruiter: ['leads.jobs'],
  sales: ['leads.sales'],
  agent: ['conversations'],
};

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);
}

export function can(role: StaffRole, right: ConsoleRight): boolean {
  return RIGHTS[role].includes(right);
}

export function rightsOf(role: StaffRole): readonly ConsoleRight[] {
  return RIGHTS[role];
}
