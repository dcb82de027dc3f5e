import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { IceServer } from '../../../../protocol/calls.ts';
import { IceRefresh, REFRESH_BEFORE_MS, REFRESH_MIN_MS, RETRY_MS, turnExpiryMs } from './ice-refresh.ts';

const STUN: IceServer = { urls: ['stun:turn.example.com:3478'] };
const turn = (expirySeconds: number, callID = 'c1'): IceServer => ({
  urls: ['turn:turn.example.com:3478'],
  username: `${expirySeconds}:${callID}:alice`,
  credential: 'x',
});

describe('ICE servers of a call, refreshed before the TURN credential expires', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(1_700_000_000_000);
  });
  afterEach(() => vi.useRealTimers());

  it('reads the expiry from the coturn REST username', () => {
    expect(turnExpiryMs([STUN, turn(1_700_003_600)])).toBe(1_700_003_600_000);
    expect(turnExpiryMs([STUN])).toBeNull();
  });

  it('applies the servers, fetches fresh ones for the call before expiry, retries a failed fetch, stops with the call', async () => {
    const applied: IceServer[][] = [];
    const fetch = vi.fn<(callID: string) => Promise<IceServer[]>>();
    const refresh = new IceRefresh(fetch, (s) => applied.push(s));
    const now = 1_700_000_000;
    refresh.use('c1', [STUN, turn(now + 3600)]);
    expect(applied).toHaveLength(1);

    fetch.mockRejectedValueOnce(new Error('socket down'));
    await vi.advanceTimersByTimeAsync(3600_000 - REFRESH_BEFORE_MS - 1);
    expect(fetch).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledWith('c1');
    expect(applied).toHaveLength(1);

    const fresh = [STUN, turn(now + 7200)];
    fetch.mockResolvedValueOnce(fresh);
    await vi.advanceTimersByTimeAsync(RETRY_MS);
    expect(applied.at(-1)).toBe(fresh);

    // a short TTL (or a client clock ahead of the server's) never fetches more often than REFRESH_MIN_MS
    fetch.mockResolvedValue([STUN, turn(now)]);
    refresh.use('c1', [STUN, turn(now)]);
    const calls = fetch.mock.calls.length;
    await vi.advanceTimersByTimeAsync(REFRESH_MIN_MS - 1);
    expect(fetch.mock.calls.length).toBe(calls);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch.mock.calls.length).toBe(calls + 1);

    refresh.stop();
    await vi.advanceTimersByTimeAsync(10 * REFRESH_MIN_MS);
    expect(fetch.mock.calls.length).toBe(calls + 1);
  });

  it('without TURN nothing is fetched', async () => {
    const fetch = vi.fn<(callID: string) => Promise<IceServer[]>>();
    new IceRefresh(fetch, () => undefined).use('c1', [STUN]);
    await vi.advanceTimersByTimeAsync(24 * 3600_000);
    expect(fetch).not.toHaveBeenCalled();
  });
});
