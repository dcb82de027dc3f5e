import { createHmac } from 'node:crypto';
import type { IceServer } from '../../../protocol/calls.ts';
import type { CallSettings } from './config.ts';

/**
 * A TURN credential in coturn's REST-secret scheme (`use-auth-secret` with `static-auth-secret`): the username is
 * `<expiry unix seconds>:<callId>:<userId>` (coturn reads the expiry before the first ':', the rest names who and
 * what it is for), the password base64(HMAC-SHA1(secret, username)). coturn recomputes the password from the
 * username and refuses it once the expiry has passed.
 */
export function turnCredential(secret: string, name: string, expiry: number): { username: string; credential: string } {
  const username = `${expiry}:${name}`;
  return { username, credential: createHmac('sha1', secret).update(username).digest('base64') };
}

/** STUN as configured: what anyone signed in may know (getCallConfig); no credential in it. */
export function stunServers(cfg: CallSettings): IceServer[] {
  return cfg.stunUrls.length ? [{ urls: cfg.stunUrls }] : [];
}

/**
 * The ICE servers of one call for `userId`, who is in it or about to be: STUN, and TURN (with a secret) whose
 * username names the call and the user and expires IM_TURN_TTL_SECONDS from now. Only the ops that put someone
 * into a call, or find them in it, hand these out (signalling.ts).
 */
export function callIceServers(cfg: CallSettings, callId: string, userId: string, nowMs = Date.now()): IceServer[] {
  const servers = stunServers(cfg);
  if (cfg.turnUrls.length && cfg.turnSecret) {
    const expiry = Math.floor(nowMs / 1000) + cfg.turnTtlSeconds;
    servers.push({ urls: cfg.turnUrls, ...turnCredential(cfg.turnSecret, `${callId}:${userId}`, expiry) });
  }
  return servers;
}
