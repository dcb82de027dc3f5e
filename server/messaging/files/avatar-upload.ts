import type { Kysely } from 'kysely';
import { ErrorCode, ImError } from '../../../protocol/errors.ts';
import { OWN_FILE_PATH } from '../../../protocol/model.ts';
import type { Database } from '../../db/schema.ts';

/** The upload an avatar URL names: `/im/files/<id>`, as a path or at the end of an absolute URL. */
const UPLOAD_PATH_ID = /^\/im\/files\/([A-Za-z0-9_-]{1,64})$/;

/**
 * Keeps an uploaded image used as an avatar or group face (createGroup, updateGroupProfile): it is marked
 * referenced, so the upload sweep (sweep.ts) does not delete it as an upload no message references. A path
 * (`/im/files/<id>`) must name an uploaded image (7004 otherwise); an absolute URL whose path is one is kept when
 * it names one of ours, and left alone otherwise (another site's URL). '' and undefined change nothing.
 */
export async function keepAvatarUpload(db: Kysely<Database>, url: string | undefined): Promise<void> {
  if (!url) return;
  const own = OWN_FILE_PATH.test(url);
  let path = url;
  if (!own) {
    try {
      path = new URL(url).pathname;
    } catch {
      return;
    }
  }
  const id = UPLOAD_PATH_ID.exec(path)?.[1];
  if (!id) return;
  const kept = await db
    .updateTable('im_file')
    .set({ referenced: true })
    .where('id', '=', id)
    .where('kind', '=', 'image')
    .returning('id')
    .executeTakeFirst();
  if (!kept && own) throw new ImError(ErrorCode.FILE_NOT_FOUND);
}
