import { describe, expect, it } from 'vitest';
import { loadCallSettings } from './config.ts';
import { callIceServers, stunServers, turnCredential } from './ice.ts';

describe('ICE servers and coturn REST-secret credentials', () => {
  it('signs `<expiry>:<name>` with HMAC-SHA1 of the shared secret, base64 (value computed by openssl and Python)', () => {
    // echo -n '1700003600:alice' | openssl dgst -sha1 -hmac 'north-sea-secret' -binary | base64
    expect(turnCredential('north-sea-secret', 'alice', 1700003600)).toEqual({
      username: '1700003600:alice',
      credential: 'XNu2e1NVrQEGzUB75NhB3SrIHpE=',
    });
  });

  it('hands out STUN as configured, and TURN only for a call, with a secret, naming the call and expiring after the TTL', () => {
    const base = { IM_STUN_URLS: 'stun:turn.example.com:3478, stun:stun2.example.com' };
    const stun = [{ urls: ['stun:turn.example.com:3478', 'stun:stun2.example.com'] }];
    expect(callIceServers(loadCallSettings(base), 'call-1', 'bob')).toEqual(stun);
    expect(callIceServers(loadCallSettings({ IM_TURN_URLS: 'turn:turn.example.com:3478' }), 'call-1', 'bob')).toEqual([]);
    const cfg = loadCallSettings({
      ...base,
      IM_TURN_URLS: 'turn:turn.example.com:3478?transport=udp,turns:turn.example.com:5349',
      IM_TURN_SECRET: 'north-sea-secret',
      IM_TURN_TTL_SECONDS: '3600',
    });
    // the configuration without a call: STUN only, even with a TURN secret
    expect(stunServers(cfg)).toEqual(stun);
    const [, turn] = callIceServers(cfg, 'call-1', 'alice', 1_700_000_000_500);
    expect(turn).toEqual({
      urls: ['turn:turn.example.com:3478?transport=udp', 'turns:turn.example.com:5349'],
      username: '1700003600:call-1:alice',
      credential: turnCredential('north-sea-secret', 'call-1:alice', 1700003600).credential,
    });
  });

  it('reads the call limits with their defaults', () => {
    expect(loadCallSettings({})).toMatchObject({ timeoutSeconds: 30, maxMembers: 9, meshMaxMembers: 4, turnTtlSeconds: 3600 });
    expect(loadCallSettings({ IM_CALL_TIMEOUT_SECONDS: '2', IM_CALL_MAX_MEMBERS: '6' })).toMatchObject({
      timeoutSeconds: 2,
      maxMembers: 6,
    });
  });
});
