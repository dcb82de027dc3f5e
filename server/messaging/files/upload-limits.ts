import type { FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode, ImError } from '../../../protocol/errors.ts';
import type { MessagingConfig } from '../../config.ts';
import { requestLocale } from '../../http/locale.ts';
import { translate } from '../../i18n/messages.ts';
import type { Credentials } from '../people/credentials.ts';
import { localizedError } from '../texts.ts';
import { UploadQuota } from './upload-quota.ts';
import type { Reservation } from './upload-quota.ts';

/** Library limit (SPEC §9). */
export const MAX_FILE_BYTES = 100 * 1024 * 1024;
/** A request may declare the file plus its multipart framing (a few hundred bytes; 5 small fields at most). */
export const MAX_REQUEST_BYTES = MAX_FILE_BYTES + 64 * 1024;

/** The quotas one upload counts against, reserved before its body is read. */
export class UploadCharge {
  /** Bytes of the file read so far. */
  read = 0;
  private readonly held: [UploadQuota, Reservation][];

  constructor(held: [UploadQuota, Reservation][]) {
    this.held = held;
  }

  /** Counts `bytes` more read; throws a 429 ImError when a body without Content-Length runs past a quota. */
  add(bytes: number): void {
    this.read += bytes;
    for (const [quota, reservation] of this.held) {
      const check = quota.extend(reservation, this.read);
      if (!check.ok) throw new QuotaExceeded(quota === this.held[0]?.[0] ? 'user' : 'ip', check.retryAfter);
    }
  }

  /** The upload is over: its reservations become the bytes really read. */
  settle(): void {
    for (const [quota, reservation] of this.held) quota.settle(reservation, this.read);
  }
}

export class QuotaExceeded extends ImError {
  /** Whose quota: the user's or the IP's. */
  readonly who: 'user' | 'ip';
  /** Seconds until the upload would fit. */
  readonly retryAfter: number;

  constructor(who: 'user' | 'ip', retryAfter: number) {
    super(ErrorCode.RATE_LIMITED);
    this.who = who;
    this.retryAfter = retryAfter;
  }
}

/** After a refusal, how long and how much of the rest of the body is read and dropped before the socket closes. */
const LINGER_MS = 2000;
const LINGER_BYTES = 4 * 1024 * 1024;

/**
 * The refusal of an upload. The connection then closes without the rest of the body being read: Node would
 * otherwise read and discard all of it to keep the connection alive. The close lingers (FIN, then up to 2 s or
 * 4 MB of what the client is still sending is dropped): closing a socket with unread data resets it, and a
 * client still sending would then lose the answer.
 */
export function refuseUpload(reply: FastifyReply, request: FastifyRequest, status: number, code: number, err?: unknown): FastifyReply {
  const locale = requestLocale(request);
  let message = localizedError(locale, code, '');
  if (err instanceof QuotaExceeded) {
    reply.header('retry-after', String(err.retryAfter));
    message = translate(locale, err.who === 'user' ? 'im.upload.userQuota' : 'im.upload.ipQuota', {
      minutes: Math.max(1, Math.ceil(err.retryAfter / 60)),
    });
  }
  const raw = request.raw;
  if (!raw.complete)
    reply.raw.once('finish', () => {
      const socket = raw.socket;
      socket.end();
      const timer = setTimeout(() => socket.destroy(), LINGER_MS);
      timer.unref();
      socket.once('close', () => clearTimeout(timer));
      let dropped = 0;
      raw.on('data', (chunk: Buffer) => {
        dropped += chunk.length;
        if (dropped > LINGER_BYTES) socket.destroy();
      });
    });
  return reply.status(status).send({ code, message });
}

/**
 * Upload checks made on the headers alone, before any byte of the body is read (a route `onRequest` hook):
 * a declared size over the limit (413), the signature (401), the content type (400), then the per-user and
 * per-IP quotas (429 with Retry-After), which reserve the declared size (or nothing, when the body is chunked:
 * it is then charged as it is read, UploadCharge.add) and one file.
 */
export class UploadGate {
  private readonly users: UploadQuota;
  private readonly ips: UploadQuota;
  private readonly charges = new WeakMap<FastifyRequest, UploadCharge>();
  private readonly credentials: Credentials;

  constructor(cfg: Pick<MessagingConfig, 'uploadQuota'>, credentials: Credentials) {
    this.credentials = credentials;
    this.users = new UploadQuota(cfg.uploadQuota.user);
    this.ips = new UploadQuota(cfg.uploadQuota.ip);
  }

  readonly onRequest = async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> => {
    const length = request.headers['content-length'];
    const declared = length === undefined ? 0 : Number(length);
    if (!Number.isFinite(declared) || declared > MAX_REQUEST_BYTES) return refuseUpload(reply, request, 413, ErrorCode.FILE_TOO_LARGE);
    const userId = String(request.headers['userid'] ?? '');
    const check = await this.credentials.check(userId, String(request.headers['usersig'] ?? ''));
    if (!check.ok) return refuseUpload(reply, request, 401, check.code);
    if (!/^multipart\/form-data\b/i.test(String(request.headers['content-type'] ?? '')))
      return refuseUpload(reply, request, 400, ErrorCode.FILE_NOT_FOUND);
    const user = this.users.reserve(userId, declared);
    if (!user.ok) return refuseUpload(reply, request, 429, ErrorCode.RATE_LIMITED, new QuotaExceeded('user', user.retryAfter));
    const ip = this.ips.reserve(request.ip, declared);
    if (!ip.ok) {
      this.users.cancel(user.reservation);
      return refuseUpload(reply, request, 429, ErrorCode.RATE_LIMITED, new QuotaExceeded('ip', ip.retryAfter));
    }
    this.charges.set(
      request,
      new UploadCharge([
        [this.users, user.reservation],
        [this.ips, ip.reservation],
      ]),
    );
    return undefined;
  };

  /** The charge the hook made for `request` (every request that reached the handler has one). */
  chargeOf(request: FastifyRequest): UploadCharge {
    const charge = this.charges.get(request);
    if (!charge) throw new Error('upload without a quota reservation');
    return charge;
  }
}
