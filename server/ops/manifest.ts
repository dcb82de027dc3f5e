import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';

/** The folders of files a backup carries besides the database, by the name they have inside the backup. */
export type FolderName = 'uploads' | 'im-files' | 'content-media';
export const FOLDER_NAMES: readonly FolderName[] = ['uploads', 'im-files', 'content-media'];

export type StoreKind = 'pglite' | 'postgres';

/** manifest.json at the top of a backup folder: what it holds and every file's checksum. */
export interface Manifest {
  format: 'sealink-backup';
  formatVersion: 1;
  /** The server's version (package.json) that wrote it. */
  appVersion: string;
  createdAt: string;
  store: { kind: StoreKind; schema: string | null };
  /** Every file of the backup but this manifest: path relative to the backup folder (forward slashes), size, SHA-256. */
  files: { path: string; size: number; sha256: string }[];
}

export const MANIFEST = 'manifest.json';

export function sha256Of(path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const hash = createHash('sha256');
    createReadStream(path)
      .on('data', (chunk) => hash.update(chunk))
      .on('error', reject)
      .on('end', () => resolve(hash.digest('hex')));
  });
}

/** Every regular file under `dir`, recursively (absent folder: none). */
export async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') return [];
    throw err;
  });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

/** True when `dir` does not exist or holds nothing. */
export async function isEmptyFolder(dir: string): Promise<boolean> {
  const entries = await readdir(dir).catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') return [];
    throw err;
  });
  return entries.length === 0;
}

/** Writes the manifest over every file now in `backupDir`. */
export async function writeManifest(backupDir: string, head: Omit<Manifest, 'files' | 'format' | 'formatVersion'>): Promise<Manifest> {
  const files: Manifest['files'] = [];
  for (const path of (await filesUnder(backupDir)).sort()) {
    const rel = relative(backupDir, path).split(sep).join('/');
    if (rel === MANIFEST) continue;
    files.push({ path: rel, size: (await stat(path)).size, sha256: await sha256Of(path) });
  }
  const manifest: Manifest = { format: 'sealink-backup', formatVersion: 1, ...head, files };
  await writeFile(join(backupDir, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/** Reads the manifest and checks every file it lists against its size and checksum; throws on the first problem. */
export async function verifiedManifest(backupDir: string): Promise<Manifest> {
  const manifest = JSON.parse(await readFile(join(backupDir, MANIFEST), 'utf8')) as Manifest;
  if (manifest.format !== 'sealink-backup' || manifest.formatVersion !== 1)
    throw new Error(`${backupDir} is not a backup this version reads`);
  for (const file of manifest.files) {
    const path = join(backupDir, ...file.path.split('/'));
    const size = (await stat(path).catch(() => null))?.size;
    if (size !== file.size || (await sha256Of(path)) !== file.sha256) throw new Error(`backup file ${file.path} is missing or damaged`);
  }
  return manifest;
}
