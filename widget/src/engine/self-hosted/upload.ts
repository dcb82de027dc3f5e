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

type Body = { code: number; message?: string; data?: Uploaded };
/** Fraction of the request body sent so far (0..1); called with 1 only once the server has answered. */
export type UploadProgress = (progress: number) => void;

/**
 * Uploads a file for an image/file/video/audio message; the server checks size and content. Progress: in the
 * browser from XMLHttpRequest upload events; where XMLHttpRequest does not exist (Node) the multipart body is
 * streamed to fetch and counted as fetch reads it.
 */
export async function uploadFile(
  serverUrl: string,
  userID: string,
  userSig: string,
  file: Blob,
  asImage: boolean,
  onProgress?: UploadProgress,
): Promise<Uploaded> {
  const form = new FormData();
  form.append('file', file, (file as File).name ?? 'file');
  const url = `${serverUrl.replace(/\/$/, '')}${UPLOAD_PATH}${asImage ? '?kind=image' : ''}`;
  const headers = { userid: userID, usersig: userSig };
  const report = progressReporter(onProgress);
  const body = typeof XMLHttpRequest === 'function' ? await viaXhr(url, form, headers, report) : await viaFetch(url, form, headers, report);
  if (body.code !== 0 || !body.data) throw new ImError(body.code, body.message);
  report(1);
  return { ...body.data, url: new URL(body.data.url, serverUrl).href };
}

/** Calls back with rising values only. Transfer progress stops at 0.99: 1 means 'uploaded and accepted'. */
function progressReporter(onProgress?: UploadProgress): UploadProgress {
  let last = -1;
  return (value) => {
    const v = Math.min(1, Math.max(0, value));
    if (v <= last || !onProgress) return;
    last = v;
    onProgress(v);
  };
}

function viaXhr(url: string, form: FormData, headers: Record<string, string>, report: UploadProgress): Promise<Body> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    for (const [k, v] of Object.entries(headers)) xhr.setRequestHeader(k, v);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) report(Math.min(0.99, e.loaded / e.total));
    };
    xhr.onload = () => {
      try {
        resolve(JSON.parse(xhr.responseText) as Body);
      } catch {
        resolve({ code: xhr.status, message: xhr.statusText });
      }
    };
    xhr.onerror = () => reject(new TypeError('upload failed: network error'));
    xhr.ontimeout = xhr.onerror;
    report(0);
    xhr.send(form);
  });
}

async function viaFetch(url: string, form: FormData, headers: Record<string, string>, report: UploadProgress): Promise<Body> {
  const encoded = new Response(form);
  const type = encoded.headers.get('content-type') ?? 'multipart/form-data';
  const whole = await encoded.blob();
  const total = whole.size;
  const CHUNK = 64 * 1024;
  let sent = 0;
  report(0);
  // pulled by fetch as it sends, one slice at a time, so the count follows the upload
  const counted = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (sent >= total) {
          controller.close();
          return;
        }
        const chunk = new Uint8Array(await whole.slice(sent, sent + CHUNK).arrayBuffer());
        sent += chunk.byteLength;
        report(Math.min(0.99, sent / total));
        controller.enqueue(chunk);
      },
    },
    { highWaterMark: 0 },
  );
  const init = { method: 'POST', body: counted, duplex: 'half', headers: { ...headers, 'content-type': type } };
  const res = await fetch(url, init);
  return (await res.json().catch(() => ({ code: res.status, message: res.statusText }))) as Body;
}
