import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { Bus, Envelope } from './bus.ts';

const CHANNEL = 'im:events';
const INSTANCES = 'im:instances';
const PRESENCE_TTL_SECONDS = 30;

/**
 * Redis pub/sub bus for several server processes. Presence: each instance keeps a hash of its online users
 * (im:presence:<instance>) that expires unless refreshed, and registers itself in im:instances, so a crashed
 * instance's users stop counting as online within PRESENCE_TTL_SECONDS.
 */
export class RedisBus implements Bus {
  readonly instanceId = randomUUID();
  #pub: Redis;
  #sub: Redis;
  #handlers: ((e: Envelope) => void)[] = [];
  #timer: NodeJS.Timeout;

  /** Told, for each envelope received, how long after its publish it came (ms; the hosts' clocks included). */
  #onLag: ((ms: number) => void) | undefined;

  constructor(url: string, options: { onLag?: (ms: number) => void } = {}) {
    this.#onLag = options.onLag;
    this.#pub = new Redis(url, { maxRetriesPerRequest: null });
    this.#sub = new Redis(url, { maxRetriesPerRequest: null });
    // Redis away: both reconnect by themselves and /api/health/ready says so (ping); no console line per retry
    for (const connection of [this.#pub, this.#sub]) connection.on('error', () => undefined);
    this.#sub.on('message', (_channel: string, text: string) => {
      let envelope: Envelope & { sentAt?: unknown };
      try {
        envelope = JSON.parse(text) as Envelope & { sentAt?: unknown };
      } catch {
        return;
      }
      if (typeof envelope.sentAt === 'number') this.#onLag?.(Date.now() - envelope.sentAt);
      for (const h of this.#handlers) h(envelope);
    });
    this.#timer = setInterval(() => void this.#heartbeat(), (PRESENCE_TTL_SECONDS * 1000) / 3);
    this.#timer.unref();
  }

  async start(): Promise<void> {
    await this.#sub.subscribe(CHANNEL);
    await this.#heartbeat();
  }

  async #heartbeat(): Promise<void> {
    const now = Date.now();
    await this.#pub
      .multi()
      .zadd(INSTANCES, now, this.instanceId)
      .zremrangebyscore(INSTANCES, 0, now - PRESENCE_TTL_SECONDS * 1000)
      .expire(this.#presenceKey(), PRESENCE_TTL_SECONDS)
      .exec()
      .catch(() => undefined);
  }

  #presenceKey(id: string = this.instanceId): string {
    return `im:presence:${id}`;
  }

  /** The envelope with its publish time (`sentAt`, which instances of an older version ignore) for the lag metric. */
  publish(envelope: Envelope): void {
    const text = JSON.stringify(envelope);
    void this.#pub.publish(CHANNEL, `${text.slice(0, -1)},"sentAt":${Date.now()}}`);
  }
  /** True when Redis answers a PING within `timeoutMs` (readiness). */
  async ping(timeoutMs = 1500): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)));
    try {
      return await Promise.race([this.#pub.ping().then((r) => r === 'PONG'), late]);
    } catch {
      return false;
    } finally {
      clearTimeout(timer);
    }
  }
  subscribe(handler: (envelope: Envelope) => void): void {
    this.#handlers.push(handler);
  }
  setPresence(userId: string, count: number): void {
    const key = this.#presenceKey();
    const op =
      count > 0 ? this.#pub.multi().hset(key, userId, count).expire(key, PRESENCE_TTL_SECONDS) : this.#pub.multi().hdel(key, userId);
    void op.exec().catch(() => undefined);
  }
  async online(userIds: string[]): Promise<Set<string>> {
    const instances = await this.#pub.zrangebyscore(INSTANCES, Date.now() - PRESENCE_TTL_SECONDS * 1000, '+inf');
    const result = new Set<string>();
    if (userIds.length === 0) return result;
    for (const id of instances) {
      const values = await this.#pub.hmget(this.#presenceKey(id), ...userIds);
      values.forEach((v, i) => {
        if (v && Number(v) > 0) result.add(userIds[i]!);
      });
    }
    return result;
  }
  async close(): Promise<void> {
    clearInterval(this.#timer);
    await this.#pub
      .multi()
      .zrem(INSTANCES, this.instanceId)
      .del(this.#presenceKey())
      .exec()
      .catch(() => undefined);
    this.#sub.disconnect();
    this.#pub.disconnect();
  }
}
