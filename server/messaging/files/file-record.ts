import type { Im } from '../context.ts';
import type { AudioInfo } from './audio-probe.ts';
import type { ImageInfo } from './image-probe.ts';
import { makeImageVariants } from './thumbnails.ts';

/**
 * Records a stored upload (its bytes already at `filesDir/<id>`) as what its content says it is — image, audio or
 * file, from the probes of its first bytes — and makes an image's variants; answers the row. The one place an
 * `im_file` row is made.
 */
export async function recordFile(
  im: Im,
  f: { id: string; owner: string; name: string; size: number; image: ImageInfo | null; audio: AudioInfo | null },
) {
  const { image, audio } = f;
  const row = {
    id: f.id,
    owner_id: f.owner,
    name: f.name,
    size: f.size,
    mime: image?.mime ?? audio?.mime ?? 'application/octet-stream',
    kind: image ? 'image' : audio ? 'audio' : 'file',
    width: image?.width ?? 0,
    height: image?.height ?? 0,
    image_format: image?.imageFormat ?? 0,
  };
  await im.db.insertInto('im_file').values(row).execute();
  if (image) await makeImageVariants(im, row);
  return row;
}
