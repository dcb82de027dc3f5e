/**
 * Every action the audit log records (server/console/audit/log.ts takes nothing else), so the console can name
 * each in both languages (console/src/audit/action-text.ts; a test checks every one has its text).
 */
export const FIXED_AUDIT_ACTIONS = [
  'session.signIn',
  'session.signOut',
  'password.change',
  'team.create',
  'team.update',
  'team.resetPassword',
  'leads.export',
  'leads.retention',
  'retention.pass',
  'lead.update',
  'lead.note',
  'lead.delete',
  'lead.resume',
  'lead.erase',
  'visitor.erase',
  'desk.assign',
  'desk.state',
  'desk.visitor',
  'desk.limit',
  'desk.canned.create',
  'desk.canned.update',
  'desk.canned.delete',
  'desk.reports.export',
  'desk.chat-signature',
  'desk.label.create',
  'desk.label.delete',
  'desk.labels',
  'lead.labels',
] as const;

/**
 * What content changes are about: articles, banners, the media library, site settings, and the catalogue kinds
 * (common/console/catalog.ts ids: the server's `content.${kind.id}.…` does not compile for a kind missing here).
 */
export const AUDIT_AREAS = [
  'news',
  'banner',
  'media',
  'settings',
  'jobs',
  'branches',
  'cases',
  'courses',
  'figures',
  'recommendations',
] as const;
export type AuditArea = (typeof AUDIT_AREAS)[number];
export const AUDIT_VERBS = ['create', 'update', 'delete', 'upload', 'publish', 'unpublish', 'schedule'] as const;
export type AuditVerb = (typeof AUDIT_VERBS)[number];

export type AuditAction = (typeof FIXED_AUDIT_ACTIONS)[number] | `content.${AuditArea}.${AuditVerb}`;

/** Every action, content ones for each area and verb (not every pair occurs; each can be named). */
export const AUDIT_ACTIONS: readonly AuditAction[] = [
  ...FIXED_AUDIT_ACTIONS,
  ...AUDIT_AREAS.flatMap((area) => AUDIT_VERBS.map((verb) => `content.${area}.${verb}` as const)),
];

/** A content action's area and verb; null for the others. */
export function contentAction(action: string): { area: AuditArea; verb: AuditVerb } | null {
  const [domain, area, verb, ...rest] = action.split('.');
  if (domain !== 'content' || rest.length) return null;
  const a = AUDIT_AREAS.find((x) => x === area);
  const v = AUDIT_VERBS.find((x) => x === verb);
  return a && v ? { area: a, verb: v } : null;
}
