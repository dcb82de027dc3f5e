import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { MESSAGE_TYPES, SENDABLE_TYPES } from '../../../protocol/model.ts';
import { ErrorCode, ImError } from '../../../protocol/errors.ts';
import { DEFAULT_LOCALE } from '../../../common/locale.ts';
import type { Locale } from '../../../common/locale.ts';
import { translate } from '../../i18n/messages.ts';
import { imageInfoArray } from '../files/thumbnails.ts';

/** Library limit: a message (payload + cloudCustomData) must stay under 12 KB. */
export const MAX_MESSAGE_BYTES = 12 * 1024;
/** A merger (forwarded bundle) may hold mergers, at most this many levels in all (README). */
export const MAX_MERGER_DEPTH = 10;
const FILE_URL = /\/im\/files\/([A-Za-z0-9_-]{16,64})(?:[/?#]|$)/;

type Payload = Record<string, unknown>;

/** At most `max` UTF-16 units, never half of a surrogate pair (a lone half could not be stored). */
function str(v: unknown, max = 8192): string {
  if (typeof v !== 'string') return '';
  const cut = v.slice(0, max);
  return cut.length < v.length && /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}

/**
 * How many merger levels `payload` holds (1 for a merger of plain messages), counted up to `limit` + 1: an
 * entry whose payload has a messageList is a merger one level down. Iterative, so no depth overflows the stack.
 */
export function mergerDepth(payload: Payload, limit = MAX_MERGER_DEPTH): number {
  let level: unknown[] = [payload];
  let depth = 0;
  while (level.length && depth <= limit) {
    depth++;
    const next: unknown[] = [];
    for (const p of level) {
      const list = p && typeof p === 'object' ? (p as Payload).messageList : undefined;
      if (!Array.isArray(list)) continue;
      for (const entry of list) {
        const inner = entry && typeof entry === 'object' ? (entry as Payload).payload : undefined;
        if (inner && typeof inner === 'object' && Array.isArray((inner as Payload).messageList)) next.push(inner);
      }
    }
    level = next;
  }
  return depth;
}
function num(v: unknown): number {
  return typeof v === 'number' && Number.isFinite(v) ? v : 0;
}

/**
 * Checks a payload against its message type and returns the stored form: only known fields, and for
 * media the facts the server knows about the uploaded file (size, name, dimensions, format), never the
 * client's claims. Files must have been uploaded to /im/upload (7004 otherwise); images must be images (4004).
 */
export async function normalizePayload(
  db: Kysely<Database>,
  type: string,
  payload: Payload,
  cloudCustomData: string,
  locale: Locale = DEFAULT_LOCALE,
): Promise<Payload> {
  if (!SENDABLE_TYPES.includes(type)) throw new ImError(ErrorCode.BAD_REQUEST, `type ${type} cannot be sent`);
  if (Buffer.byteLength(JSON.stringify(payload)) + Buffer.byteLength(cloudCustomData) >= MAX_MESSAGE_BYTES)
    throw new ImError(ErrorCode.MESSAGE_TOO_LARGE);
  switch (type) {
    case MESSAGE_TYPES.TEXT: {
      const text = str(payload.text, MAX_MESSAGE_BYTES);
      if (!text.trim()) throw new ImError(ErrorCode.BAD_REQUEST, 'payload.text is empty');
      return { text };
    }
    case MESSAGE_TYPES.FACE:
      return { index: num(payload.index), data: str(payload.data), ...(payload.url ? { url: str(payload.url) } : {}) };
    case MESSAGE_TYPES.LOCATION:
      return {
        description: str(payload.description),
        longitude: num(payload.longitude),
        latitude: num(payload.latitude),
        href: str(payload.href),
        url: str(payload.url),
      };
    case MESSAGE_TYPES.CUSTOM:
      return { data: str(payload.data, MAX_MESSAGE_BYTES), description: str(payload.description), extension: str(payload.extension) };
    case MESSAGE_TYPES.MERGER:
      if (!Array.isArray(payload.messageList) && !Array.isArray(payload.abstractList))
        throw new ImError(ErrorCode.BAD_REQUEST, 'payload.messageList');
      if (mergerDepth(payload) > MAX_MERGER_DEPTH)
        throw new ImError(ErrorCode.BAD_REQUEST, translate(locale, 'im.mergerTooDeep', { max: MAX_MERGER_DEPTH }));
      return {
        title: str(payload.title),
        abstractList: Array.isArray(payload.abstractList) ? payload.abstractList.map((a) => str(a, 200)).slice(0, 10) : [],
        compatibleText: str(payload.compatibleText),
        messageList: Array.isArray(payload.messageList) ? payload.messageList.slice(0, 100) : [],
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
    return {
      url,
      width: file.width,
      height: file.height,
      imageFormat: file.image_format,
      uuid: file.id,
      imageInfoArray: await imageInfoArray(db, file),
    };
  }
  if (type === MESSAGE_TYPES.FILE)
    return { url, uuid: file.id, fileName: file.name, name: file.name, fileSize: Number(file.size), size: Number(file.size) };
  if (type === MESSAGE_TYPES.AUDIO)
    return { url, uuid: file.id, second: Math.max(1, Math.round(num(payload.second))), size: Number(file.size) };
  // Video: the snapshot, when given, must be an uploaded image too.
  let snapshot: Payload = {};
  if (payload.snapshotUrl) {
    const shot = await uploadedFile(db, payload.snapshotUrl);
    if (shot.kind !== 'image') throw new ImError(ErrorCode.INVALID_IMAGE);
    snapshot = {
      snapshotUrl: `/im/files/${shot.id}`,
      thumbUrl: `/im/files/${shot.id}`,
      snapshotWidth: shot.width,
      snapshotHeight: shot.height,
    };
  }
  return {
    url,
    videoUrl: url,
    uuid: file.id,
    videoSize: Number(file.size),
    videoSecond: Math.round(num(payload.videoSecond ?? payload.second)),
    ...snapshot,
  };
}

/**
 * The uploaded file a payload names, marked as referenced so that the upload sweep (files/sweep.ts) keeps it;
 * the sweep deletes only rows still unreferenced, so a file is either marked here first or gone (7004).
 */
async function uploadedFile(db: Kysely<Database>, value: unknown) {
  const match = typeof value === 'string' ? FILE_URL.exec(value) : null;
  const row = match ? await db.selectFrom('im_file').selectAll().where('id', '=', match[1]!).executeTakeFirst() : undefined;
  if (!row) throw new ImError(ErrorCode.FILE_NOT_FOUND);
  if (!row.referenced) {
    const marked = await db.updateTable('im_file').set({ referenced: true }).where('id', '=', row.id).returning('id').executeTakeFirst();
    if (!marked) throw new ImError(ErrorCode.FILE_NOT_FOUND);
  }
  return row;
}
