import { describe, expect, it } from 'vitest';
import { receiptsOn, storedUserSetting } from './receipts.ts';

describe('read receipt settings (SPEC §4)', () => {
  it('are on only when the app and the user both allow them', () => {
    expect(receiptsOn({ app: true, user: true })).toBe(true);
    expect(receiptsOn({ app: false, user: true })).toBe(false);
    expect(receiptsOn({ app: true, user: false })).toBe(false);
  });
  it('read the user setting per user, on unless stored off', () => {
    const stored = new Map([['hy-chat:read-receipts:ann', 'off']]);
    const storage = { getItem: (k: string) => stored.get(k) ?? null };
    expect(storedUserSetting(storage, 'ann')).toBe(false);
    expect(storedUserSetting(storage, 'ben')).toBe(true);
    expect(storedUserSetting(undefined, 'ann')).toBe(true);
    expect(
      storedUserSetting(
        {
          getItem: () => {
            throw new Error('denied');
          },
        },
        'ann',
      ),
    ).toBe(true);
  });
});
