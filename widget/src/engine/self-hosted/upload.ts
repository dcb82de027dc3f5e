import { ImError } from '../../../../protocol/errors.ts';
import { UPLOAD_PATH } from '../../../../protocol/frames.ts';

export interface Uploaded {
  url: string;
  uuid: string;
  name: string;
  size: number;
  kind: string;
  width: number;
  height: number;
  imageFormat: number;
}

/** Uploads a file for an image/file/video/audio message; the server checks size and content. */
export async function uploadFile(serverUrl: string, userID: string, userSig: string, file: Blob, asImage: boolean): Promise<Uploaded> {
  const form = new FormData();
  form.append('file', file, (file as File).name ?? 'file');
  const url = `${serverUrl.replace(/\/$/, '')}${UPLOAD_PATH}${asImage ? '?kind=image' : ''}`;
  const res = await fetch(url, { method: 'POST', body: form, headers: { userid: userID, usersig: userSig } });
  const body = (await res.json().catch(() => ({ code: res.status, message: res.statusText }))) as { code: number; message?: string; data?: Uploaded };
  if (body.code !== 0 || !body.data) throw new ImError(body.code, body.message);
  return { ...body.data, url: new URL(body.data.url, serverUrl).href };
}
