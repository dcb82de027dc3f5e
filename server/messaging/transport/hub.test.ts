import { describe, expect, it } from 'vitest';
import { InProcessBus } from './bus.ts';
import { Hub } from './hub.ts';
import type { HubSession } from './hub.ts';

function session(id: string, userId: string, sigEpoch: number) {
  const s = {
    id,
    userId,
    sigEpoch,
    sent: [] as string[],
    closed: null as number | null,
    sendText(text: string) {
      s.sent.push(text);
    },
    close(code: number) {
      s.closed = code;
    },
  };
  return s satisfies HubSession;
}

describe('hub: revoked signatures', () => {
  it('tells and closes the sockets logged in before the revocation, and keeps those logged in after', () => {
    const bus = new InProcessBus();
    const hub = new Hub(bus);
    const old = session('a', 'ann', 0);
    const fresh = session('b', 'ann', 1);
    const other = session('c', 'bob', 0);
    for (const s of [old, fresh, other]) expect(hub.add(s)).toBe(true);
    bus.publish({ ev: 'kickedOut', targets: [{ userId: 'ann' }], data: { reason: 'revoked', epoch: 1 } });
    expect(old.closed).toBe(4010);
    expect(JSON.parse(old.sent[0]!)).toEqual({ ev: 'kickedOut', data: { reason: 'revoked' } });
    expect(fresh.closed).toBeNull();
    expect(other.closed).toBeNull();
  });

  it('refuses a login that checked its signature before a revocation it finishes after', () => {
    const bus = new InProcessBus();
    const hub = new Hub(bus);
    bus.publish({ ev: 'kickedOut', targets: [{ userId: 'ann' }], data: { reason: 'disabled', epoch: 2 } });
    expect(hub.add(session('late', 'ann', 1))).toBe(false);
    expect(hub.count('ann')).toBe(0);
    expect(hub.add(session('new', 'ann', 2))).toBe(true);
  });
});
