import type { FastifyInstance, FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { ApiError, ok } from '../../http/envelope.ts';
import { requestLocale } from '../../http/locale.ts';
import { leaveContact } from './contact-lead.ts';
import type { Desk } from './desk.ts';
import { DeskError } from './errors.ts';
import { deskText } from './texts.ts';
import { noteLanguage, recordPage } from './visitors.ts';
import { isEmail } from '../../../common/form-rules.ts';
import { claimTranscript, releaseTranscript, transcriptOf } from './transcript.ts';
import type { TranscriptMailer } from './transcript.ts';

export interface DeskVisitorOptions {
  desk: Desk;
  /** Requests per IP per minute on each route. */
  perMinute: number;
  /** Mails transcripts (SMTP_URL); null: none are sent (503). */
  mailer: TranscriptMailer | null;
}

const identity = { userId: { type: 'string', maxLength: 64 }, userSig: { type: 'string', maxLength: 1024 } } as const;
const text = (max: number) => ({ type: 'string', maxLength: max }) as const;

/**
 * The desk's routes for visitors (the widget), under /api/desk: availability before writing; and with the chat
 * identity owChat gave (user ID and signature, checked): page reports of the host site, leaving a phone or
 * e-mail when nobody can answer (a lead), ending the conversation, and the transcript of their latest conversation
 * by e-mail in their language (one per conversation every TRANSCRIPT_EVERY_SECONDS, and 10 requests per IP a minute).
 */
export async function deskVisitorRoutes(app: FastifyInstance, { desk, perMinute, mailer }: DeskVisitorOptions): Promise<void> {
  await app.register(rateLimit, { global: false });
  const limited = { rateLimit: { max: perMinute, timeWindow: 60_000 } };
  const inbox = desk.im.serviceAccounts[0] ?? '';

  /** The caller: a visitor (or a partner's user) whose chat signature still holds (people/credentials.ts). */
  const visitorOf = async (request: FastifyRequest<{ Body: { userId: string; userSig: string } }>) => {
    const check = await desk.im.credentials.check(request.body.userId, request.body.userSig);
    if (!check.ok || (check.kind !== 'visitor' && check.kind !== 'partner'))
      throw new ApiError(401, deskText(requestLocale(request), 'badSignature'));
    return check.userId;
  };
  const fail = (request: FastifyRequest, err: unknown): never => {
    if (err instanceof DeskError) {
      const locale = requestLocale(request);
      const message = err.key === 'forbidden' || err.key === 'notFound' ? deskText(locale, 'noConversation') : deskText(locale, err.key);
      throw new ApiError(err.status, message);
    }
    throw err;
  };

  app.get('/api/desk/availability', { config: limited }, async (request, reply) => {
    void reply.header('cache-control', 'no-store');
    return ok(await desk.availability(requestLocale(request)));
  });

  app.post<{
    Body: {
      userId: string;
      userSig: string;
      url: string;
      title?: string;
      referrer?: string;
      language?: string;
      timeZone?: string;
      utcOffsetMinutes?: number;
    };
  }>(
    '/api/desk/visit',
    {
      bodyLimit: 8192,
      config: limited,
      schema: {
        body: {
          type: 'object',
          required: ['userId', 'userSig', 'url'],
          properties: {
            ...identity,
            url: text(2000),
            title: text(300),
            referrer: text(2000),
            language: text(20),
            timeZone: text(64),
            utcOffsetMinutes: { type: 'integer', minimum: -900, maximum: 900 },
          },
        },
      },
    },
    async (request) => {
      const visitorId = await visitorOf(request);
      const b = request.body;
      await recordPage(
        desk.db,
        visitorId,
        { ...b, title: b.title ?? '', userAgent: (request.headers['user-agent'] ?? '').slice(0, 500) },
        desk.now(),
      );
      return ok(null);
    },
  );

  app.post<{ Body: { userId: string; userSig: string; name?: string; phone?: string; email?: string; message?: string } }>(
    '/api/desk/contact',
    {
      bodyLimit: 8192,
      config: limited,
      schema: {
        body: {
          type: 'object',
          required: ['userId', 'userSig'],
          properties: { ...identity, name: text(50), phone: text(30), email: text(100), message: text(1500) },
        },
      },
    },
    async (request) => {
      const visitorId = await visitorOf(request);
      const locale = requestLocale(request);
      const b = request.body;
      const availability = await desk.availability(locale);
      const why = availability.open ? 'noAgent' : 'outsideHours';
      const contact = { name: b.name ?? '', phone: b.phone ?? '', email: b.email ?? '', message: b.message ?? '' };
      const ref = await leaveContact(desk.db, visitorId, contact, why, locale, request.ip, desk.now()).catch((err: unknown) =>
        fail(request, err),
      );
      await noteLanguage(desk.db, visitorId, locale);
      return ok({ lead: ref });
    },
  );

  app.post<{ Body: { userId: string; userSig: string } }>(
    '/api/desk/end',
    { bodyLimit: 2048, config: limited, schema: { body: { type: 'object', required: ['userId', 'userSig'], properties: identity } } },
    async (request) => {
      const visitorId = await visitorOf(request);
      await desk.visitorEnds(inbox, visitorId).catch((err: unknown) => fail(request, err));
      return ok(null);
    },
  );

  app.post<{ Body: { userId: string; userSig: string; email: string } }>(
    '/api/desk/transcript',
    {
      bodyLimit: 2048,
      config: { rateLimit: { max: 10, timeWindow: 60_000 } },
      schema: { body: { type: 'object', required: ['userId', 'userSig', 'email'], properties: { ...identity, email: text(100) } } },
    },
    async (request) => {
      const visitorId = await visitorOf(request);
      const locale = requestLocale(request);
      const email = request.body.email.trim();
      if (!isEmail(email)) throw new ApiError(400, deskText(locale, 'badEmail'));
      if (!mailer) throw new ApiError(503, deskText(locale, 'noMail'));
      // only the caller's own conversation: the latest one of this visitor with the inbox
      const row = await desk.db
        .selectFrom('desk_conversation')
        .selectAll()
        .where('inbox', '=', inbox)
        .where('visitor_id', '=', visitorId)
        .orderBy('id', 'desc')
        .executeTakeFirst();
      if (!row) throw new ApiError(404, deskText(locale, 'noConversation'));
      const previous = await claimTranscript(desk.db, row.id, desk.now()).catch((err: unknown) => fail(request, err));
      const zone = await desk.db.selectFrom('desk_visitor').select('time_zone').where('visitor_id', '=', visitorId).executeTakeFirst();
      const mail = await transcriptOf(desk.db, row, locale, { visitor: zone?.time_zone ?? '', desk: desk.cfg.timeZone });
      try {
        await mailer.send(email, mail);
      } catch (err) {
        await releaseTranscript(desk.db, row.id, previous);
        request.log.error({ err, conversation: row.id }, 'desk transcript could not be sent');
        throw new ApiError(503, deskText(locale, 'noMail'));
      }
      return ok(null);
    },
  );
}
