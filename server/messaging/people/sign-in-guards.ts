import { SignInLimits } from './sign-in-limits.ts';
import { VerifySlots } from './verify-slots.ts';

export interface SignInGuards {
  limits: SignInLimits;
  slots: VerifySlots;
}

const shared = new WeakMap<object, SignInGuards>();

/**
 * The one back-off and password-check bound of a server's staff sign-ins: every route that checks a staff
 * password (POST /im/staff/login, the staff console's sign-in and password change) gets the same instances for
 * the same rules object (config.im.staffLogin), so failures at one count at the other and at most two checks run
 * at once in all.
 */
export function staffSignInGuards(rules: { maxFailures: number; lockSeconds: number }): SignInGuards {
  let guards = shared.get(rules);
  if (!guards) {
    guards = { limits: new SignInLimits({ ipFailures: rules.maxFailures, lockSeconds: rules.lockSeconds }), slots: new VerifySlots() };
    shared.set(rules, guards);
  }
  return guards;
}
