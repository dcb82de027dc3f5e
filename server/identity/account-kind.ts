/**
 * The four kinds of chat account (ARCHITECTURE.md "Trust model"). Each credential is issued for one kind, by one
 * issuer, and a login checks that the account is still of that kind:
 * - visitor: an anonymous site visitor, `visitor_<24 hex>` from owChat (keyed by the server secret);
 * - partner: a partner site's user, signed by the admin API (`/v4/ext/make_user_sig`) or imported by it;
 * - staff: a console account (a password; chat signatures from `/im/staff/login` and the console);
 * - service: a customer-service inbox (`IM_SERVICE_ACCOUNTS`), which visitors talk to; only its own password
 *   signs it in, and the desk answers as it on the server, never through a browser holding its signature.
 */
export const ACCOUNT_KINDS = ['visitor', 'partner', 'staff', 'service'] as const;
export type AccountKind = (typeof ACCOUNT_KINDS)[number];

/** An anonymous visitor's user ID (server/anonymous-chat: `visitorUserId`). */
export const VISITOR_ID = /^visitor_[0-9a-f]{24}$/;

export function isVisitorId(userId: string): boolean {
  return VISITOR_ID.test(userId);
}

export function isAccountKind(value: unknown): value is AccountKind {
  return typeof value === 'string' && (ACCOUNT_KINDS as readonly string[]).includes(value);
}

/** An account's kind from what the database knows of it (`im_account.is_staff`) and the configured inboxes. */
export function accountKind(userId: string, isStaff: boolean, serviceAccounts: readonly string[]): AccountKind {
  if (serviceAccounts.includes(userId)) return 'service';
  if (isStaff) return 'staff';
  if (isVisitorId(userId)) return 'visitor';
  return 'partner';
}
