import { describe, expect, it } from 'vitest';
import { birthdayToInput, inputToBirthday, readProfile, todayInput } from './profile-fields.ts';

describe('own profile fields', () => {
  it("reads getMyProfile's data in our shape and Tencent's, odd values emptied", () => {
    const ours = {
      profile: { userID: 'a', nick: 'Ann', avatar: '/im/files/x', selfSignature: 'hi', gender: 'Gender_Type_Female', birthday: 19900131 },
    };
    expect(readProfile(ours)).toEqual({
      nick: 'Ann',
      avatar: '/im/files/x',
      selfSignature: 'hi',
      gender: 'Gender_Type_Female',
      birthday: 19900131,
    });
    expect(readProfile({ nick: 'T', gender: 'Gender_Type_Male', birthday: 20000101 })).toMatchObject({
      nick: 'T',
      gender: 'Gender_Type_Male',
    });
    expect(readProfile({ profile: { gender: 'other', birthday: 'soon', nick: 3 } })).toEqual({
      nick: '',
      avatar: '',
      selfSignature: '',
      gender: 'Gender_Type_Unknown',
      birthday: 0,
    });
    expect(readProfile(undefined).gender).toBe('Gender_Type_Unknown');
  });

  it('turns yyyymmdd into a date input value and back; empty is 0', () => {
    expect(birthdayToInput(19900131)).toBe('1990-01-31');
    expect(birthdayToInput(0)).toBe('');
    expect(inputToBirthday('1990-01-31')).toBe(19900131);
    expect(inputToBirthday('')).toBe(0);
    expect(inputToBirthday('31/01/1990')).toBe(0);
    expect(todayInput(new Date(2026, 0, 5))).toBe('2026-01-05');
  });
});
