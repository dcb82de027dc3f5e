import { describe, expect, it } from 'vitest';
import type { WireCall } from '../../../../protocol/calls.ts';
import { loudestBlockRms, rmsOf } from './audio-level.ts';
import { formatDuration, readCallRecord } from './call-record.ts';
import { applyCall, createCallStore, resetCall, visiblePeers } from './call-store.ts';
import { mediaProblemOf } from './media-errors.ts';
import { qualityOf, type LinkSample } from './net-quality.ts';

describe('call records', () => {
  const record = (outer: Record<string, unknown>, inner: Record<string, unknown>) =>
    JSON.stringify({
      businessID: 1,
      inviteID: 'c1',
      inviter: 'alice',
      inviteeList: ['bob'],
      groupID: '',
      timeout: 30,
      ...outer,
      data: JSON.stringify({ businessID: 'av_call', version: 4, room_id: 7, ...inner }),
    });
  it('reads TUICallKit records: hang-up with call_end, cancel, reject, line busy, timeout', () => {
    expect(readCallRecord(record({ actionType: 1 }, { call_type: 2, cmd: 'hangup', call_end: 65 }))).toMatchObject({
      kind: 'ended',
      type: 2,
      seconds: 65,
      inviter: 'alice',
    });
    expect(readCallRecord(record({ actionType: 2 }, { call_type: 1, cmd: 'audioCall' }))?.kind).toBe('cancelled');
    expect(readCallRecord(record({ actionType: 4 }, { call_type: 1, cmd: 'audioCall' }))?.kind).toBe('declined');
    expect(readCallRecord(record({ actionType: 4 }, { call_type: 1, cmd: 'audioCall', line_busy: 'line_busy' }))?.kind).toBe('busy');
    expect(readCallRecord(record({ actionType: 5 }, { call_type: 1, data: { cmd: 'audioCall' } }))).toMatchObject({
      kind: 'noAnswer',
      type: 1,
    });
    expect(readCallRecord(record({ actionType: 1 }, { call_type: 2, cmd: 'videoCall' }))?.kind).toBe('started');
  });

  it('is null for other custom messages and broken data', () => {
    expect(readCallRecord(JSON.stringify({ businessID: 'order', title: 'x' }))).toBeNull();
    expect(readCallRecord(JSON.stringify({ businessID: 1, data: '{"businessID":"room"}' }))).toBeNull();
    expect(readCallRecord('not json')).toBeNull();
    expect(readCallRecord(undefined)).toBeNull();
  });

  it('formats durations as mm:ss, and h:mm:ss from an hour', () => {
    expect(formatDuration(0)).toBe('00:00');
    expect(formatDuration(65)).toBe('01:05');
    expect(formatDuration(3725)).toBe('1:02:05');
  });
});

describe('media problems', () => {
  it('maps getUserMedia errors to what the user is told', () => {
    expect(mediaProblemOf({ name: 'NotAllowedError' })).toBe('denied');
    expect(mediaProblemOf({ name: 'NotFoundError' })).toBe('noDevice');
    expect(mediaProblemOf({ name: 'NotReadableError' })).toBe('inUse');
    expect(mediaProblemOf(new Error('x'))).toBe('failed');
  });
});

describe('network quality and audio level', () => {
  const sample = (received: number, lost: number, rtt?: number): LinkSample => ({
    packetsReceived: received,
    packetsLost: lost,
    framesDecoded: 0,
    rtt,
  });
  it('grades loss and round-trip time over the last interval', () => {
    expect(qualityOf(null, sample(0, 0))).toBe('unknown');
    expect(qualityOf(sample(100, 0), sample(200, 1, 0.02))).toBe('good');
    expect(qualityOf(sample(100, 0), sample(200, 5, 0.02))).toBe('fair');
    expect(qualityOf(sample(100, 0), sample(200, 20, 0.02))).toBe('poor');
    expect(qualityOf(sample(100, 0), sample(200, 0, 0.5))).toBe('poor');
  });
  it('measures silence as 0 and a full-scale square wave as 1', () => {
    expect(rmsOf(new Uint8Array(64).fill(128))).toBe(0);
    expect(rmsOf(Uint8Array.from({ length: 64 }, (_, i) => (i % 2 ? 0 : 256 - 0)))).toBeGreaterThan(0.99);
    // a 10-sample beep in 1,000 samples of silence: lost in the window's RMS, found by the loudest block
    const beep = new Uint8Array(1000).fill(128);
    for (let i = 500; i < 510; i++) beep[i] = i % 2 ? 8 : 248;
    expect(rmsOf(beep)).toBeLessThan(0.1);
    expect(loudestBlockRms(beep, 10)).toBeGreaterThan(0.9);
  });
});

describe('call slice', () => {
  const call = (members: WireCall['members']): WireCall => ({
    callID: 'c1',
    roomID: 1,
    type: 2,
    inviter: 'alice',
    groupID: 'g',
    state: 'active',
    members,
    createTime: 1,
    startTime: 2,
    timeout: 30,
    media: 'mesh',
  });
  it('keeps everyone but me, follows their state, and keeps what the links know', () => {
    const s = createCallStore();
    applyCall(
      s,
      call([
        { userID: 'alice', state: 'joined' },
        { userID: 'bob', state: 'invited' },
        { userID: 'me', state: 'joined' },
      ]),
      'me',
    );
    expect(Object.keys(s.peers).sort()).toEqual(['alice', 'bob']);
    s.peers.alice!.mic = false;
    applyCall(
      s,
      call([
        { userID: 'alice', state: 'joined' },
        { userID: 'bob', state: 'rejected' },
        { userID: 'me', state: 'joined' },
      ]),
      'me',
    );
    expect(s.peers.alice!.mic).toBe(false);
    expect(visiblePeers(s).map((p) => p.userID)).toEqual(['alice']);
    resetCall(s);
    expect(s.phase).toBe('idle');
    expect(s.peers).toEqual({});
  });
});
