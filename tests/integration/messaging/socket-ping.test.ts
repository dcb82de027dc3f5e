import { createConnection, createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SelfHostedChat } from '../../../widget/src/engine/self-hosted/driver.ts';
import { signUserSig } from '../../../server/identity/user-sig.ts';
import { TEST_SECRET, startImServer, until } from './im-helpers.ts';
import type { ImServer } from './im-helpers.ts';

/**
 * IM_SOCKET_PING_SECONDS: a socket whose network went silent (nothing comes back, not even a close) is closed by
 * the server's ping, so a call's reconnect window can start; a quiet but live socket stays.
 */
let im: ImServer;
let relay: Server;
let relayUrl = '';
/** Upstream sockets the relay opened to the server, and whether the relay swallows everything now. */
const upstreams: Socket[] = [];
let silent = false;

beforeAll(async () => {
  im = await startImServer({ IM_SOCKET_PING_SECONDS: '1' });
  const target = new URL(im.url);
  // a TCP relay between client and server that can go silent, as a network that drops without a goodbye
  relay = createServer((client) => {
    const upstream = createConnection(Number(target.port), target.hostname);
    upstreams.push(upstream);
    client.on('data', (b) => silent || upstream.write(b));
    upstream.on('data', (b) => silent || client.write(b));
    upstream.on('close', () => client.destroy());
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
  });
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
  relayUrl = `http://127.0.0.1:${(relay.address() as AddressInfo).port}`;
});
afterAll(async () => {
  relay?.close();
  await im?.stop();
});

describe('socket ping', () => {
  it('keeps a quiet live socket, and closes one whose network went silent', async () => {
    const chat = new SelfHostedChat({ serverUrl: relayUrl, baseDelayMs: 50, maxDelayMs: 500 });
    await chat.login({ userID: 'pinged', userSig: signUserSig('pinged', TEST_SECRET, 3600) });
    const upstream = upstreams.at(-1)!;
    let closedAt = 0;
    upstream.on('close', () => (closedAt = Date.now()));
    // several ping periods without a frame from the client: it answers the pings, the socket stays
    await new Promise((r) => setTimeout(r, 3500));
    expect(closedAt).toBe(0);
    expect(chat.isReady()).toBe(true);
    silent = true;
    const silentAt = Date.now();
    await until(() => closedAt > 0, 5000, 'the server closes the silent socket');
    expect(closedAt - silentAt).toBeLessThan(3000);
    silent = false;
    await chat.destroy();
  });
});
