import type { Locale } from '../../../common/locale.ts';
import { translate } from '../../i18n/messages.ts';

/**
 * The minimum strength of a staff password, in one place for every way of setting one (`npm run im:account`,
 * the first service account's generated password, the coming staff console): at least 12 characters and at most
 * 200 (what POST /im/staff/login accepts), at least 5 different characters, not one of the passwords attackers
 * try first (nor one of them with digits or symbols added at either end), and not containing the user ID.
 */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 200;
export const PASSWORD_MIN_DISTINCT = 5;

export type PasswordProblem =
  | { key: 'im.password.tooShort'; params: { min: number } }
  | { key: 'im.password.tooLong'; params: { max: number } }
  | { key: 'im.password.tooSimple'; params: { min: number } }
  | { key: 'im.password.common'; params: Record<string, never> }
  | { key: 'im.password.containsUserId'; params: Record<string, never> };

/** Passwords (lower case, without digits and symbols at the ends) that lists of leaked passwords start with. */
const COMMON = new Set([
  'password',
  'passw0rd',
  'p@ssw0rd',
  'p@ssword',
  'qwerty',
  'qwertyuiop',
  'qwerty123',
  'qwertyuiopasdfghjkl',
  'asdfghjkl',
  'asdfasdf',
  'zxcvbnm',
  'abcdef',
  'abcdefg',
  'abcdefgh',
  'abcdefghijkl',
  'abcdefghijklmnopqrstuvwxyz',
  'letmein',
  'welcome',
  'welcometo',
  'iloveyou',
  'admin',
  'administrator',
  'changeme',
  'changeit',
  'default',
  'secret',
  'sunshine',
  'princess',
  'football',
  'baseball',
  'dragon',
  'monkey',
  'master',
  'superman',
  'batman',
  'trustno',
  'whatever',
  'starwars',
  'shadow',
  'michael',
  'login',
  'service',
  'customerservice',
  'support',
  'sealink',
  'correcthorsebatterystaple',
  'woaini',
  'wodemima',
  'mima',
  'aini',
]);

/** Digit runs and keyboard rows: a password that is only a piece of one (repeated or not) is common too. */
const SEQUENCES = ['0123456789', '9876543210', 'qwertyuiop', 'asdfghjkl', 'zxcvbnm', 'abcdefghijklmnopqrstuvwxyz'];

function isCommon(password: string): boolean {
  const lower = password.toLowerCase();
  if (COMMON.has(lower)) return true;
  // a common word with digits or symbols around it (Password2024!, !!qwerty123)
  const core = lower.replace(/^[^a-z]+|[^a-z]+$/g, '');
  if (COMMON.has(core)) return true;
  const compact = lower.replace(/[^a-z0-9]/g, '');
  // one short unit repeated (abcabcabcabc, 123412341234)
  if (/^(.{1,6})\1+$/.test(compact)) return true;
  // a run along a keyboard row or the digits, wrapping around (123456789012, qwertyuiopqw)
  return compact.length > 0 && SEQUENCES.some((s) => s.repeat(Math.ceil(compact.length / s.length) + 1).includes(compact));
}

/** The first thing wrong with a staff password for `userId`, or null when it is strong enough. */
export function passwordProblem(password: string, userId: string): PasswordProblem | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return { key: 'im.password.tooShort', params: { min: PASSWORD_MIN_LENGTH } };
  if (password.length > PASSWORD_MAX_LENGTH) return { key: 'im.password.tooLong', params: { max: PASSWORD_MAX_LENGTH } };
  if (new Set(password).size < PASSWORD_MIN_DISTINCT) return { key: 'im.password.tooSimple', params: { min: PASSWORD_MIN_DISTINCT } };
  if (isCommon(password)) return { key: 'im.password.common', params: {} };
  if (userId.length >= 3 && password.toLowerCase().includes(userId.toLowerCase())) return { key: 'im.password.containsUserId', params: {} };
  return null;
}

/** The problem in the given language. */
export function passwordProblemText(locale: Locale, problem: PasswordProblem): string {
  return translate(locale, problem.key, problem.params);
}
