import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Kysely, Selectable } from 'kysely';
import sharp from 'sharp';
import type { Metadata } from 'sharp';
import type { Database } from '../../db/schema.ts';
import type { Im } from '../context.ts';
import type { ImFileTable } from '../tables.ts';

/**
 * Image variants made at upload, filled into an image message's imageInfoArray the way the chat library
 * delivers them: [original (type 0), thumbnail (type 1), large (type 2)], each { type, url, width, height, size }.
 * - thumbnail: fits in THUMB_MAX × THUMB_MAX (the widget shows images at most 300 px wide, SPEC §9; the library's
 *   cloud uses 198 px); large: fits in LARGE_MAX × LARGE_MAX (the library's 720 px). Never enlarged: when the
 *   original already fits, that entry is the original itself.
 * - JPEG out for opaque images, WebP for images with transparency; EXIF orientation applied.
 * - GIF and animated WebP keep the original as every variant (resizing every frame of an animation costs far
 *   more than it saves for chat-sized GIFs); BMP too (the image library has no BMP decoder). An image the
 *   library cannot decode also keeps its original (the upload was already checked by content).
 */
export const THUMB_MAX = 300;
export const LARGE_MAX = 720;
export const IMAGE_TYPE = { ORIGINAL: 0, THUMB: 1, LARGE: 2 } as const;

sharp.cache(false);

type FileRow = Selectable<ImFileTable>;

export interface ImageInfo {
  type: number;
  url: string;
  width: number;
  height: number;
  size: number;
}

/** Makes the thumbnail and large variants of an uploaded image (file `row`, bytes at filesDir/row.id). */
export async function makeImageVariants(
  im: Im,
  row: Pick<FileRow, 'id' | 'owner_id' | 'name' | 'mime' | 'width' | 'height'>,
): Promise<void> {
  if (row.mime !== 'image/jpeg' && row.mime !== 'image/png' && row.mime !== 'image/webp') return;
  const source = join(im.cfg.filesDir, row.id);
  let meta: Metadata;
  try {
    meta = await sharp(source).metadata();
  } catch (err) {
    im.log.warn({ err, file: row.id }, 'image not decodable: no thumbnail');
    return;
  }
  if ((meta.pages ?? 1) > 1) return;
  const rotated = (meta.orientation ?? 1) >= 5;
  const width = (rotated ? meta.height : meta.width) ?? row.width;
  const height = (rotated ? meta.width : meta.height) ?? row.height;
  for (const [type, max] of [
    [IMAGE_TYPE.THUMB, THUMB_MAX],
    [IMAGE_TYPE.LARGE, LARGE_MAX],
  ] as const) {
    if (width <= max && height <= max) continue;
    const id = randomBytes(18).toString('base64url');
    const path = join(im.cfg.filesDir, id);
    try {
      const pipeline = sharp(source).rotate().resize({ width: max, height: max, fit: 'inside', withoutEnlargement: true });
      const out = meta.hasAlpha ? pipeline.webp({ quality: 80 }) : pipeline.jpeg({ quality: 80, mozjpeg: true });
      const info = await out.toFile(path);
      await im.db.transaction().execute(async (tx) => {
        await tx
          .insertInto('im_file')
          .values({
            id,
            owner_id: row.owner_id,
            name: `${type === IMAGE_TYPE.THUMB ? 'thumb' : 'large'}_${row.name}`.slice(0, 200),
            size: info.size,
            mime: meta.hasAlpha ? 'image/webp' : 'image/jpeg',
            kind: 'image',
            width: info.width,
            height: info.height,
            image_format: meta.hasAlpha ? 255 : 1,
            // kept as long as its original (the upload sweep deletes variants with it)
            referenced: true,
          })
          .execute();
        await tx.insertInto('im_file_variant').values({ file_id: row.id, type, variant_id: id }).execute();
      });
    } catch (err) {
      await rm(path, { force: true });
      im.log.warn({ err, file: row.id }, 'thumbnail failed: the original stands in');
    }
  }
}

/** imageInfoArray of an uploaded image: original, thumbnail, large (a missing variant is the original). */
export async function imageInfoArray(db: Kysely<Database>, file: Pick<FileRow, 'id' | 'width' | 'height' | 'size'>): Promise<ImageInfo[]> {
  const variants = await db
    .selectFrom('im_file_variant as v')
    .innerJoin('im_file as f', 'f.id', 'v.variant_id')
    .select(['v.type', 'f.id', 'f.width', 'f.height', 'f.size'])
    .where('v.file_id', '=', file.id)
    .execute();
  const original: ImageInfo = {
    type: IMAGE_TYPE.ORIGINAL,
    url: `/im/files/${file.id}`,
    width: file.width,
    height: file.height,
    size: Number(file.size),
  };
  const at = (type: number): ImageInfo => {
    const v = variants.find((x) => x.type === type);
    return v ? { type, url: `/im/files/${v.id}`, width: v.width, height: v.height, size: Number(v.size) } : { ...original, type };
  };
  return [original, at(IMAGE_TYPE.THUMB), at(IMAGE_TYPE.LARGE)];
}
