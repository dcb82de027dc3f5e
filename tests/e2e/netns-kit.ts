import { execFile, execFileSync } from 'node:child_process';
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createConnection, createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import { CHROMIUM_PATH, launchBrowser } from '../../harness/browser.ts';

/**
 * A browser on its own network: Chromium runs inside a Linux network namespace (ip netns) joined to the host by a
 * veth pair (host 10.218.N.1, namespace 10.218.N.2). It reaches the test's loopback servers through TCP relays on
 * the host end, and its WebRTC media take the veth too, so `cut()` (the namespace's end of the link goes down) takes
 * away its whole network, chat socket and media alike, until `restore()`. Needs root and iproute2 (`ip`).
 */
const run = promisify(execFile);
const NS = `hy-calls-${process.pid}`;
const HOST_IF = `hyc${process.pid % 100000}h`;
const NS_IF = `hyc${process.pid % 100000}n`;
// a subnet and relay ports of this process's own (another run of the tests may be on the same machine)
const NET = `10.218.${(process.pid % 250) + 1}`;
export const HOST_ADDR = `${NET}.1`;
const NS_ADDR = `${NET}.2`;
const NS_ADDR_2 = `${NET}.3`;
/** The relays' ports on the host end: known before the browser starts, which treats them as secure origins
 * (getUserMedia wants a secure context; 127.0.0.1 is one, a LAN address is not). */
const RELAY_PORTS = [0, 1, 2, 3].map((i) => 20000 + (process.pid % 1000) * 4 + i);
const SECURE_ORIGINS = `--unsafely-treat-insecure-origin-as-secure=${RELAY_PORTS.map((p) => `http://${HOST_ADDR}:${p}`).join(',')}`;

/** Why a browser cannot be put on its own network here (no root, no `ip`, namespaces refused), or null when it can. */
export const netnsUnavailable: string | null = (() => {
  if (process.getuid?.() !== 0) return 'network namespaces need root';
  const probe = `hy-probe-${process.pid}`;
  try {
    execFileSync('ip', ['netns', 'add', probe], { stdio: 'ignore' });
    execFileSync('ip', ['netns', 'del', probe], { stdio: 'ignore' });
    return null;
  } catch (err) {
    return `ip netns failed (${(err as Error).message.split('\n')[0]}); iproute2 comes with scripts/ensure-test-tools.sh`;
  }
})();

const ip = (...args: string[]) => run('ip', args);
const inNs = (...args: string[]) => run('ip', ['netns', 'exec', NS, 'ip', ...args]);

export interface IsolatedNet {
  browser: Browser;
  /** `url` (on 127.0.0.1) as the namespaced browser reaches it: through a relay on the host end of the link. */
  reach(url: string): Promise<string>;
  cut(): Promise<void>;
  /** The link back up; `moved`: on another address than before (as after a move from one network to another). */
  restore(o?: { moved?: boolean }): Promise<void>;
  stop(): Promise<void>;
}

export async function startIsolatedNet(browserArgs: readonly string[]): Promise<IsolatedNet> {
  await ip('netns', 'add', NS);
  await ip('link', 'add', HOST_IF, 'type', 'veth', 'peer', 'name', NS_IF);
  await ip('link', 'set', NS_IF, 'netns', NS);
  await ip('addr', 'add', `${HOST_ADDR}/24`, 'dev', HOST_IF);
  await ip('link', 'set', HOST_IF, 'up');
  await inNs('addr', 'add', `${NS_ADDR}/24`, 'dev', NS_IF);
  await inNs('link', 'set', NS_IF, 'up');
  await inNs('link', 'set', 'lo', 'up');
  // Chromium started by Playwright (over its pipe), but inside the namespace
  const dir = await mkdtemp(join(tmpdir(), 'hy-netns-'));
  const wrapper = join(dir, 'chromium-in-netns');
  await writeFile(wrapper, `#!/bin/sh\nexec ip netns exec ${NS} ${CHROMIUM_PATH} "$@"\n`);
  await chmod(wrapper, 0o755);
  const browser = await launchBrowser([...browserArgs, SECURE_ORIGINS], wrapper);
  const relays = new Map<string, Server>();
  let address = NS_ADDR;
  const sockets = new Set<Socket>();
  const reach = async (url: string) => {
    const target = new URL(url);
    const known = relays.get(target.origin);
    if (known) return `http://${HOST_ADDR}:${(known.address() as AddressInfo).port}`;
    const port = RELAY_PORTS[relays.size];
    if (!port) throw new Error('no relay port left');
    const relay = createServer((client) => {
      const upstream = createConnection(Number(target.port), target.hostname);
      for (const s of [client, upstream]) {
        sockets.add(s);
        s.once('close', () => sockets.delete(s));
      }
      client.pipe(upstream).pipe(client);
      const end = () => {
        client.destroy();
        upstream.destroy();
      };
      client.on('error', end).on('close', end);
      upstream.on('error', end).on('close', end);
    });
    await new Promise<void>((resolve) => relay.listen(port, HOST_ADDR, resolve));
    relays.set(target.origin, relay);
    return `http://${HOST_ADDR}:${port}`;
  };
  return {
    browser,
    reach,
    cut: async () => void (await inNs('link', 'set', NS_IF, 'down')),
    restore: async (o = {}) => {
      if (o.moved) {
        await inNs('addr', 'flush', 'dev', NS_IF);
        await inNs('addr', 'add', `${(address = address === NS_ADDR ? NS_ADDR_2 : NS_ADDR)}/24`, 'dev', NS_IF);
      }
      await inNs('link', 'set', NS_IF, 'up');
    },
    stop: async () => {
      await browser.close().catch(() => undefined);
      for (const s of sockets) s.destroy();
      for (const relay of relays.values()) relay.close();
      await ip('link', 'del', HOST_IF).catch(() => undefined);
      await ip('netns', 'del', NS).catch(() => undefined);
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** Every RTCPeerConnection the page makes from now on, kept where the test can read their ICE credentials. */
export const watchConnections = (page: Page) =>
  page.evaluate(() => {
    const Native = window.RTCPeerConnection;
    const made: RTCPeerConnection[] = [];
    Object.assign(window, { madeConnections: made });
    window.RTCPeerConnection = class extends Native {
      constructor(config?: RTCConfiguration) {
        super(config);
        made.push(this);
      }
    };
  });
