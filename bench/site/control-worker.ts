/** The thread bench/site/controls.ts starts its control proxy in (Lighthouse's spawnSync blocks the main thread). */
import { parentPort, workerData } from 'node:worker_threads';
import { serveControls } from './controls.ts';

const url = await serveControls((workerData as { siteUrl: string }).siteUrl);
parentPort?.postMessage({ url });
