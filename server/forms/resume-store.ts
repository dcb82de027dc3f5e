import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Resume files under UPLOADS_DIR (outside every public folder): an upload is streamed to tmp/<uuid>.part,
 * and only `commit` gives it its final name in resumes/ — inside the database transaction that stores its row.
 */
export class ResumeStore {
  readonly tmpDir: string;
  readonly resumeDir: string;
  constructor(uploadsDir: string) {
    this.tmpDir = join(uploadsDir, 'tmp');
    this.resumeDir = join(uploadsDir, 'resumes');
  }

  #ready: Promise<void> | undefined;
  /** Creates the folders on first use (a server that never receives a resume touches no disk). */
  init(): Promise<void> {
    this.#ready ??= Promise.all([mkdir(this.tmpDir, { recursive: true }), mkdir(this.resumeDir, { recursive: true })]).then(
      () => undefined,
    );
    return this.#ready;
  }

  /** Streams an upload to a temporary file; returns its path and size. Throws what the stream throws (e.g. too large). */
  async receive(stream: Readable): Promise<{ tmpPath: string; size: number }> {
    await this.init();
    const tmpPath = join(this.tmpDir, `${randomUUID()}.part`);
    let size = 0;
    stream.on('data', (chunk: Buffer) => (size += chunk.length));
    try {
      await pipeline(stream, createWriteStream(tmpPath, { flags: 'wx' }));
    } catch (err) {
      await rm(tmpPath, { force: true });
      throw err;
    }
    return { tmpPath, size };
  }

  finalName(type: string): string {
    return `${randomUUID()}.${type}`;
  }

  /** Moves the temporary file to its final name (call inside the transaction inserting the row). */
  async commit(tmpPath: string, finalName: string): Promise<void> {
    await rename(tmpPath, join(this.resumeDir, finalName));
  }

  async discard(tmpPath: string | undefined, finalName?: string): Promise<void> {
    if (tmpPath) await rm(tmpPath, { force: true });
    if (finalName) await rm(join(this.resumeDir, finalName), { force: true });
  }
}
