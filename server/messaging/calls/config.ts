import type { JanusSettings } from './janus.ts';
import { envList, envPositive } from '../../env-values.ts';

/** Calls' settings from the environment (README 'Configuration'). */
export interface CallSettings {
  /** IM_CALL_TIMEOUT_SECONDS: how long a call rings before it times out (default 30). */
  timeoutSeconds: number;
  /** IM_CALL_MAX_MEMBERS: people in one group call through an SFU, the caller included (default 9). */
  maxMembers: number;
  /** Without an SFU group calls are a mesh: at most this many people (4). */
  meshMaxMembers: number;
  /** IM_STUN_URLS: comma-separated `stun:` URLs handed to clients. */
  stunUrls: string[];
  /** IM_TURN_URLS: comma-separated `turn:`/`turns:` URLs of a coturn server sharing IM_TURN_SECRET. */
  turnUrls: string[];
  /** IM_TURN_SECRET: coturn's `static-auth-secret` (use-auth-secret); TURN is handed out only with it. */
  turnSecret: string;
  /** IM_TURN_TTL_SECONDS: lifetime of a call's TURN credential (default 3600; the widget renews it during a longer call). */
  turnTtlSeconds: number;
  /** IM_JANUS_URL (and IM_JANUS_PUBLIC_URL, IM_JANUS_ADMIN_KEY): group calls through Janus; null: a mesh. */
  janus: JanusSettings | null;
  /** IM_CALL_RECONNECT_SECONDS: how long a call waits for a person whose socket closed to come back (default 10). */
  reconnectGraceSeconds: number;
  /** How often each instance looks for calls past their ringing deadline, milliseconds. */
  sweepMs: number;
}

export const MESH_MAX_MEMBERS = 4;

export function loadCallSettings(env: NodeJS.ProcessEnv): CallSettings {
  const timeoutSeconds = envPositive(env.IM_CALL_TIMEOUT_SECONDS, 30);
  return {
    timeoutSeconds,
    maxMembers: Math.max(2, Math.floor(envPositive(env.IM_CALL_MAX_MEMBERS, 9))),
    meshMaxMembers: MESH_MAX_MEMBERS,
    stunUrls: envList(env.IM_STUN_URLS),
    turnUrls: envList(env.IM_TURN_URLS),
    turnSecret: env.IM_TURN_SECRET ?? '',
    turnTtlSeconds: Math.floor(envPositive(env.IM_TURN_TTL_SECONDS, 3600)),
    janus: env.IM_JANUS_URL
      ? {
          url: env.IM_JANUS_URL.replace(/\/$/, ''),
          publicUrl: env.IM_JANUS_PUBLIC_URL || env.IM_JANUS_URL,
          adminKey: env.IM_JANUS_ADMIN_KEY ?? '',
        }
      : null,
    reconnectGraceSeconds: envPositive(env.IM_CALL_RECONNECT_SECONDS, 10),
    sweepMs: Math.min(5000, Math.max(200, timeoutSeconds * 250)),
  };
}
