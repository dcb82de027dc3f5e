import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { MESSAGE_TYPES, SENDABLE_TYPES } from '../../protocol/model.ts';
import { ErrorCode, ImError } from '../../protocol/errors.ts';
import { imageInfoArray } from './thumbnails.ts';

/** Library limit: a message (payload + cloudCustomData) must stay under 12 KB. */
export const MAX_MESSAGE_BYTES = 12 * 1024;
const FILE_URL = /\/im\/files\/([A-Za-z0-9_-]{16,64})(?:[/?#]|$)/;

type Payload = Record<string, unknown>;

function str(v: unknown, max = 8192): string {
  return typeof v === 'string' ? v.slice(0, max) : '';
}
function num(v: unknown): number {
  return typeof v === 'number' && Number.isFinite(v) ? v : 0;
}

/**
 * Checks a payload against its message type and returns the stored form: only known fields, and for
 * media the facts the server knows about the uploaded file (size, name, dimensions, format), never the
 * client's claims. Files must have been uploaded to /im/upload (7004 otherwise); images must be images (4004).
 */
export async function normalizePayload(db: Kysely<Database>, type: string, payload: Payload, cloudCustomData: string): Promise<Payload> {
  if (!SENDABLE_TYPES.includes(type)) throw new ImError(ErrorCode.BAD_REQUEST, `type ${type} cannot be sent`);
  if (Buffer.byteLength(JSON.stringify(payload)) + Buffer.byteLength(cloudCustomData) >= MAX_MESSAGE_BYTES) throw new ImError(ErrorCode.MESSAGE_TOO_LARGE);
  switch (type) {
    case MESSAGE_TYPES.TEXT: {
      const text = str(payload.text, MAX_MESSAGE_BYTES);
      if (!text.trim()) throw new ImError(ErrorCode.BAD_REQUEST, 'payload.text is empty');
      return { text };
    }
    case MESSAGE_TYPES.FACE:
      return { index: num(payload.index), data: str(payload.data), ...(payload.url ? { url: str(payload.url) } : {}) };
    case MESSAGE_TYPES.LOCATION:
      return { description: str(payload.description), longitude: num(payload.longitude), latitude: num(payload.latitude), href: str(payload.href), url: str(payload.url) };
    case MESSAGE_TYPES.CUSTOM:
      return { data: str(payload.data, MAX_MESSAGE_BYTES), description: str(payload.description), extension: str(payload.extension) };
    case MESSAGE_TYPES.MERGER:
      if (!Array.isArray(payload.messageList) && !Array.isArray(payload.abstractList)) throw new ImError(ErrorCode.BAD_REQUEST, 'payload.messageList');
      return {
        title: str(payload.title), abstractList: Array.isArray(payload.abstractList) ? payload.abstractList.map((a) => str(a, 200)).slice(0, 10) : [],
        compatibleText: str(payload.compatibleText), messageList: Array.isArray(payload.messageList) ? payload.messageList.slice(0, 100) : [],
      };
    default:
      return mediaPayload(db, type, payload);
  }
}

async function mediaPayload(db: Kysely<Database>, type: string, payload: Payload): Promise<Payload> {
  const file = await uploadedFile(db, payload.url ?? payload.fileUrl);
  const url = `/im/files/${file.id}`;
  if (type === MESSAGE_TYPES.IMAGE) {
    if (file.kind !== 'image') throw new ImError(ErrorCode.INVALID_IMAGE);
    return { url, width: file.width, height: file.height, imageFormat: file.image_format, uuid: file.id, imageInfoArray: await imageInfoArray(db, file) };
  }
  if (type === MESSAGE_TYPES.FILE) return { url, uuid: file.id, fileName: file.name, name: file.name, fileSize: Number(file.size), size: Number(file.size) };
  if (type === MESSAGE_TYPES.AUDIO) return { url, uuid: file.id, second: Math.max(1, Math.round(num(payload.second))), size: Number(file.size) };
  // Video: the snapshot, when given, must be an uploaded image too.
  let snapshot: Payload = {};
  if (payload.snapshotUrl) {
    const shot = await uploadedFile(db, payload.snapshotUrl);
    if (shot.kind !== 'image') throw new ImError(ErrorCode.INVALID_IMAGE);
    snapshot = { snapshotUrl: `/im/files/${shot.id}`, thumbUrl: `/im/files/${shot.id}`, snapshotWidth: shot.width, snapshotHeight: shot.height };
  }
  return { url, videoUrl: url, uuid: file.id, videoSize: Number(file.size), videoSecond: Math.round(num(payload.videoSecond ?? payload.second)), ...snapshot };
}

async function uploadedFile(db: Kysely<Database>, value: unknown) {
  const match = typeof value === 'string' ? FILE_URL.exec(value) : null;
  const row = match ? await db.selectFrom('im_file').selectAll().where('id', '=', match[1]!).executeTakeFirst() : undefined;
  if (!row) throw new ImError(ErrorCode.FILE_NOT_FOUND);
  return row;
}
