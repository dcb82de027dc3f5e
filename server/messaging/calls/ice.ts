import { createHmac } from 'node:crypto';
import type { IceServer } from '../../../protocol/calls.ts';
import type { CallSettings } from './config.ts';

/**
 * A TURN credential in coturn's REST-secret scheme (`use-auth-secret` with `static-auth-secret`): the username is
 * `<expiry unix seconds>:<userId>`, the password base64(HMAC-SHA1(secret, username)). coturn recomputes the
 * password from the username and refuses it once the expiry has passed.
 */
export function turnCredential(secret: string, userId: string, expiry: number): { username: string; credential: string } {
  const username = `${expiry}:${userId}`;
  return { username, credential: createHmac('sha1', secret).update(username).digest('base64') };
}

/** The ICE servers handed to `userId`: STUN as configured, TURN only with a secret (fresh credentials each time). */
export function iceServersFor(cfg: CallSettings, userId: string, nowMs = Date.now()): IceServer[] {
  const servers: IceServer[] = [];
  if (cfg.stunUrls.length) servers.push({ urls: cfg.stunUrls });
  if (cfg.turnUrls.length && cfg.turnSecret) {
    const expiry = Math.floor(nowMs / 1000) + cfg.turnTtlSeconds;
    servers.push({ urls: cfg.turnUrls, ...turnCredential(cfg.turnSecret, userId, expiry) });
  }
  return servers;
}
