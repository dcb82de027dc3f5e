import { createConnection, createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SelfHostedChat } from '../../../widget/src/engine/self-hosted/driver.ts';
import { signUserSig } from '../../../server/identity/user-sig.ts';
import { TEST_SECRET, collectMessages, startImServer, textOf, until } from './im-helpers.ts';
import type { ImServer } from './im-helpers.ts';

/**
 * The client's own heartbeat: a network that goes silent without closing the socket (Wi-Fi up, upstream dead; no
 * 'offline' event) is noticed by the client within its heartbeat, which reconnects and catches up once the
 * network answers again. The server's ping is off here, so only the client can notice.
 */
let im: ImServer;
let relay: Server;
let relayUrl = '';
const sockets: Socket[] = [];
/** The relay swallows every byte both ways while true, as a dead upstream does. */
let silent = false;

beforeAll(async () => {
  im = await startImServer({ IM_SOCKET_PING_SECONDS: '0' });
  const target = new URL(im.url);
  relay = createServer((client) => {
    const upstream = createConnection(Number(target.port), target.hostname);
    sockets.push(client, upstream);
    client.on('data', (b) => silent || upstream.write(b));
    upstream.on('data', (b) => silent || client.write(b));
    upstream.on('close', () => client.destroy());
    client.on('close', () => upstream.destroy());
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
  });
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
  relayUrl = `http://127.0.0.1:${(relay.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const s of sockets) s.destroy();
  relay?.close();
  await im?.stop();
});

describe('client heartbeat', () => {
  it('keeps a quiet live socket, notices a silent network, reconnects and catches up when it answers again', async () => {
    const amy = new SelfHostedChat({
      serverUrl: relayUrl,
      baseDelayMs: 50,
      maxDelayMs: 300,
      requestTimeoutMs: 1000,
      heartbeatMs: 400,
      heartbeatTimeoutMs: 400,
    });
    await amy.login({ userID: 'hb-amy', userSig: signUserSig('hb-amy', TEST_SECRET, 3600) });
    const ben = await im.client('hb-ben');
    const states: string[] = [];
    amy.on('netStateChange', (e) => states.push((e.data as { state: string }).state));
    const got = collectMessages(amy);

    // several heartbeats on a quiet socket: answered, nothing changes for the user
    await new Promise((r) => setTimeout(r, 1500));
    expect(states).toEqual([]);
    expect(amy.isReady()).toBe(true);

    silent = true;
    const silentAt = Date.now();
    await until(() => states.includes('disconnected'), 3000, 'the client notices the silent socket');
    // at most one idle period, then the ping's timeout (plus slack for a busy machine)
    expect(Date.now() - silentAt).toBeLessThan(400 + 400 + 1000);
    // ben writes while amy's network is dead; amy writes too (kept in her outbox)
    await ben.sendMessage(ben.createTextMessage({ to: 'hb-amy', conversationType: 'C2C', payload: { text: 'while silent' } }));
    const pending = amy.sendMessage(amy.createTextMessage({ to: 'hb-ben', conversationType: 'C2C', payload: { text: 'from the dark' } }));
    // retries meet the same dead network: their handshakes time out, no attempt counts as connected
    await new Promise((r) => setTimeout(r, 2500));
    expect(states).not.toContain('connected');
    expect(states.filter((s) => s === 'connecting').length).toBeGreaterThan(1);

    silent = false;
    await until(() => states.at(-1) === 'connected', 5000, 'the client reconnects');
    expect((await pending).data.message.status).toBe('success');
    await until(() => got.length === 1, 5000, 'catch-up');
    expect(got.map(textOf)).toEqual(['while silent']);
    await amy.destroy();
  });

  it('checks the socket at once when asked (a call media link dropped), long before the next heartbeat', async () => {
    const cal = new SelfHostedChat({
      serverUrl: relayUrl,
      baseDelayMs: 50,
      maxDelayMs: 300,
      requestTimeoutMs: 1000,
      heartbeatMs: 60_000,
      heartbeatTimeoutMs: 400,
    });
    await cal.login({ userID: 'hb-cal', userSig: signUserSig('hb-cal', TEST_SECRET, 3600) });
    const states: string[] = [];
    cal.on('netStateChange', (e) => states.push((e.data as { state: string }).state));
    cal.probeConnection(); // a live socket answers: it stays connected
    await new Promise((r) => setTimeout(r, 800));
    expect(states.filter((s) => s !== 'connected')).toEqual([]);

    silent = true;
    const silentAt = Date.now();
    cal.probeConnection();
    await until(() => states.includes('disconnected'), 3000, 'the probe finds the socket dead');
    expect(Date.now() - silentAt).toBeLessThan(400 + 1000);
    silent = false;
    await until(() => states.at(-1) === 'connected', 5000, 'the client reconnects');
    await cal.destroy();
  });
});
