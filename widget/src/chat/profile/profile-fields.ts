import { GENDERS } from '../../../../protocol/model.ts';
import type { Gender } from '../../../../protocol/model.ts';

export { GENDERS };
export type { Gender };

/** The fields of the own-profile form, as getMyProfile gives them (Tencent's shape, or ours wrapped in `profile`). */
export interface ProfileFields {
  nick: string;
  avatar: string;
  selfSignature: string;
  gender: Gender;
  birthday: number;
}

/** Reads getMyProfile's data (untrusted): missing or odd fields become empty. */
export function readProfile(data: unknown): ProfileFields {
  const outer = (data && typeof data === 'object' ? data : {}) as Record<string, unknown>;
  const p = (outer.profile && typeof outer.profile === 'object' ? outer.profile : outer) as Record<string, unknown>;
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  const birthday = Number(p.birthday);
  return {
    nick: text(p.nick),
    avatar: text(p.avatar),
    selfSignature: text(p.selfSignature),
    gender: GENDERS.find((g) => g === p.gender) ?? 'Gender_Type_Unknown',
    birthday: Number.isSafeInteger(birthday) && birthday > 0 ? birthday : 0,
  };
}

/** yyyymmdd → a date input's value (YYYY-MM-DD); 0 → ''. */
export function birthdayToInput(birthday: number): string {
  if (!birthday) return '';
  const s = String(birthday).padStart(8, '0');
  return `${s.slice(0, 4)}-${s.slice(4, 6)}-${s.slice(6, 8)}`;
}

/** A date input's value (YYYY-MM-DD) → yyyymmdd; '' (cleared) → 0. The server checks it is a real past date. */
export function inputToBirthday(value: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return m ? Number(`${m[1]}${m[2]}${m[3]}`) : 0;
}

/** Today as a date input's value, the birthday field's max. */
export function todayInput(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
