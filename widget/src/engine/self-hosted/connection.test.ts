import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WebSocketServer } from 'ws';
import { GOING_AWAY_CLOSE_CODE } from '../../../../protocol/frames.ts';
import { Connection, reconnectDelay } from './connection.ts';

describe('reconnectDelay', () => {
  it('spreads a reconnect after a going-away close over the jitter window, whatever the attempt count', () => {
    const opts = { baseDelayMs: 500, maxDelayMs: 30_000, goingAwayJitterMs: 4000 };
    expect(reconnectDelay(0, GOING_AWAY_CLOSE_CODE, opts, () => 0)).toBe(0);
    expect(reconnectDelay(0, GOING_AWAY_CLOSE_CODE, opts, () => 0.5)).toBe(2000);
    expect(reconnectDelay(12, GOING_AWAY_CLOSE_CODE, opts, () => 0.999)).toBeCloseTo(3996);
    // another close backs off exponentially
    expect(reconnectDelay(3, 1006, opts, () => 0.5)).toBe(2000);
    expect(reconnectDelay(12, 1006, opts, () => 0.999)).toBeCloseTo(29_970);
  });
});

describe('Connection and a server going away', () => {
  const servers: WebSocketServer[] = [];
  afterEach(() => {
    vi.restoreAllMocks();
    for (const s of servers.splice(0)) s.close();
  });

  /** A WebSocket server that closes each client's first socket with `code` 50 ms after it opened. */
  async function closingServer(code: number): Promise<{ url: string; opened: number[]; closedAt: () => number }> {
    const wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
    servers.push(wss);
    await once(wss, 'listening');
    const opened: number[] = [];
    let closedAt = 0;
    wss.on('connection', (ws) => {
      opened.push(Date.now());
      if (opened.length === 1)
        setTimeout(() => {
          closedAt = Date.now();
          ws.close(code, 'test');
        }, 50);
    });
    return { url: `ws://127.0.0.1:${(wss.address() as AddressInfo).port}`, opened, closedAt: () => closedAt };
  }

  function connect(url: string, states: string[]): Connection {
    const conn = new Connection({
      url,
      onEvent: () => undefined,
      onState: (s) => states.push(s),
      onOpen: () => Promise.resolve(),
      onFatal: () => undefined,
      heartbeatMs: 0,
      // an ordinary reconnect would wait about 30 s here: only the going-away jitter brings the socket back soon
      baseDelayMs: 60_000,
      maxDelayMs: 60_000,
      goingAwayJitterMs: 600,
    });
    conn.start();
    return conn;
  }

  it('reconnects after the jittered pause, not as a sign-out and not after the exponential backoff', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    const server = await closingServer(GOING_AWAY_CLOSE_CODE);
    const states: string[] = [];
    const conn = connect(server.url, states);
    try {
      await vi.waitFor(() => expect(server.opened).toHaveLength(2), { timeout: 3000, interval: 20 });
      const waited = server.opened[1]! - server.closedAt();
      expect(waited).toBeGreaterThanOrEqual(250); // 0.5 × 600 ms, less the close handshake
      expect(waited).toBeLessThan(1500);
      await vi.waitFor(() => expect(conn.state).toBe('connected'), { timeout: 2000, interval: 20 });
      expect(states).toEqual(['connecting', 'connected', 'disconnected', 'connecting', 'connected']);
    } finally {
      conn.stop();
    }
  });

  it('backs off as usual after another close code', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    const server = await closingServer(4000);
    const conn = connect(server.url, []);
    try {
      await vi.waitFor(() => expect(conn.state).toBe('disconnected'), { timeout: 2000, interval: 20 });
      await new Promise((r) => setTimeout(r, 1000));
      expect(server.opened).toHaveLength(1);
    } finally {
      conn.stop();
    }
  });
});
