import { envNumber } from '../env-values.ts';

/** Where /metrics is served (plugin.ts). Neither set: nowhere. */
export interface MetricsConfig {
  /** METRICS_TOKEN: /metrics on the site's port, for `Authorization: Bearer <token>` only (also asked on METRICS_PORT when set). */
  token: string | undefined;
  /** METRICS_PORT: /metrics on its own port (default none; 0 = any free port, for tests). */
  port: number | undefined;
  /** METRICS_HOST: the address of METRICS_PORT (default 127.0.0.1: loopback only). */
  host: string;
}

export function loadMetricsConfig(env: NodeJS.ProcessEnv): MetricsConfig {
  const port = env.METRICS_PORT ? envNumber(env.METRICS_PORT, -1) : undefined;
  if (port !== undefined && (!Number.isInteger(port) || port < 0 || port > 65535))
    throw new Error(`METRICS_PORT must be a port number, got "${env.METRICS_PORT}"`);
  return { token: env.METRICS_TOKEN || undefined, port, host: env.METRICS_HOST || '127.0.0.1' };
}
