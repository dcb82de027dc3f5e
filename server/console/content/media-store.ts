import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import sharp from 'sharp';
import type { Metadata } from 'sharp';
import type { Database } from '../../db/schema.ts';
import { probeImage } from '../../messaging/files/image-probe.ts';
import { mediaFileUrl } from '../../content/media-files.ts';

/** Largest image the media library takes (bytes) and its largest side (pixels). */
export const MEDIA_MAX_BYTES = 10 * 1024 * 1024;
export const MEDIA_MAX_SIDE = 12_000;
/** Sizes made with sharp: `large` for covers and article images, `thumb` for the console's library grid. */
export const MEDIA_SIZES = { large: 1280, thumb: 320 } as const;

const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp', 'image/gif': 'gif' };

export interface WireMedia {
  id: string;
  name: string;
  mime: string;
  width: number;
  height: number;
  size: number;
  /** Public URLs by size: original, large, thumb (a size the original already fits is the original). */
  urls: { original: string; large: string; thumb: string };
  createdAt: string;
}

export type MediaProblem = 'badImage' | 'imageTooLarge';

/**
 * Stores an uploaded image in the media library (issue #16.3): recognised by its bytes (image-probe.ts, as chat
 * uploads are; the declared type and name are not trusted), decoded by sharp (a file it cannot read is refused),
 * its large and thumbnail sizes made (JPEG, or WebP with transparency; EXIF orientation applied, metadata dropped).
 * GIFs keep their original in every size (their frames are not re-encoded).
 */
export async function storeMedia(
  db: Kysely<Database>,
  mediaDir: string,
  upload: { name: string; bytes: Buffer; staff: string },
): Promise<WireMedia | MediaProblem> {
  const info = probeImage(upload.bytes);
  const ext = info ? EXTENSIONS[info.mime] : undefined;
  if (!info || !ext) return 'badImage';
  let meta: Metadata;
  try {
    meta = await sharp(upload.bytes).metadata();
    // Every pixel decoded once: a truncated or corrupt file is refused here, not served broken.
    await sharp(upload.bytes, { failOn: 'truncated' }).stats();
  } catch {
    return 'badImage';
  }
  const oriented = (meta.orientation ?? 1) !== 1;
  const rotated = (meta.orientation ?? 1) >= 5;
  const width = (rotated ? meta.height : meta.width) ?? info.width;
  const height = (rotated ? meta.width : meta.height) ?? info.height;
  if (!width || !height) return 'badImage';
  if (width > MEDIA_MAX_SIDE || height > MEDIA_MAX_SIDE) return 'imageTooLarge';

  await mkdir(mediaDir, { recursive: true });
  const id = randomBytes(18).toString('base64url');
  const original = `${id}.${ext}`;
  const variants: Record<string, string> = { original, large: original, thumb: original };
  const written = [original];
  try {
    await writeFile(join(mediaDir, original), upload.bytes);
    if (info.mime !== 'image/gif') {
      for (const [size, max] of Object.entries(MEDIA_SIZES)) {
        if (width <= max && height <= max && !oriented) continue;
        const file = `${id}-${size}.${meta.hasAlpha ? 'webp' : 'jpg'}`;
        const pipeline = sharp(upload.bytes).rotate().resize({ width: max, height: max, fit: 'inside', withoutEnlargement: true });
        await (meta.hasAlpha ? pipeline.webp({ quality: 82 }) : pipeline.jpeg({ quality: 82, mozjpeg: true })).toFile(join(mediaDir, file));
        written.push(file);
        variants[size] = file;
      }
    }
    const name =
      [...upload.name]
        .filter((c) => c >= ' ' && c !== '/' && c !== '\\')
        .join('')
        .slice(0, 200) || original;
    const row = await db
      .insertInto('content_media')
      .values({
        id,
        name,
        mime: info.mime,
        width,
        height,
        size: upload.bytes.length,
        variants: JSON.stringify(variants),
        created_by: upload.staff,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return wireMedia(row);
  } catch (err) {
    await Promise.all(written.map((file) => rm(join(mediaDir, file), { force: true })));
    throw err;
  }
}

export function wireMedia(row: {
  id: string;
  name: string;
  mime: string;
  width: number;
  height: number;
  size: number;
  variants: Record<string, string>;
  created_at: Date;
}): WireMedia {
  const v = row.variants;
  const original = v.original ?? '';
  return {
    id: row.id,
    name: row.name,
    mime: row.mime,
    width: row.width,
    height: row.height,
    size: row.size,
    urls: { original: mediaFileUrl(original), large: mediaFileUrl(v.large ?? original), thumb: mediaFileUrl(v.thumb ?? original) },
    createdAt: row.created_at.toISOString(),
  };
}

/** Deletes a library image and its files. */
export async function deleteMedia(db: Kysely<Database>, mediaDir: string, id: string): Promise<boolean> {
  const row = await db.deleteFrom('content_media').where('id', '=', id).returning('variants').executeTakeFirst();
  if (!row) return false;
  await Promise.all([...new Set(Object.values(row.variants))].map((file) => rm(join(mediaDir, file), { force: true })));
  return true;
}
