import { resolve } from 'node:path';
import { envNumber } from '../env-values.ts';

/** Content edited in the console (README "Configuration"), read once from the environment. */
export interface ContentConfig {
  /** CONTENT_MEDIA_DIR: the media library's images (default DATA_DIR/content-media; shared storage with several instances). */
  mediaDir: string;
  /** CONTENT_PUBLISH_SECONDS: how often scheduled news is looked for (default 5; 0 = never). */
  publishSeconds: number;
  /** CONTENT_REVISION_POLL_MS: how often each instance reads the site revision (default 5000; Redis tells at once). */
  revisionPollMs: number;
}

export function loadContentConfig(env: NodeJS.ProcessEnv): ContentConfig {
  return {
    mediaDir: resolve(env.CONTENT_MEDIA_DIR || resolve(env.DATA_DIR || './data', 'content-media')),
    publishSeconds: envNumber(env.CONTENT_PUBLISH_SECONDS, 5),
    revisionPollMs: envNumber(env.CONTENT_REVISION_POLL_MS, 5000),
  };
}
