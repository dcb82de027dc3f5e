import type { FastifyInstance } from 'fastify';
import { ApiError, ok } from '../../http/envelope.ts';
import { requestLocale } from '../../http/locale.ts';
import { WrongAccountKind } from '../../messaging/people/credentials.ts';
import type { Desk } from '../../messaging/desk/desk.ts';
import { DeskError } from '../../messaging/desk/errors.ts';
import { deskText } from '../../messaging/desk/texts.ts';
import { listAgents, setAway, setLimit } from '../../messaging/desk/agents.ts';
import { deleteCanned, listCanned, saveCanned } from '../../messaging/desk/canned.ts';
import { RATINGS_CSV_MAX, deskRatings, deskReport, ratingsCsv, reportCsv } from '../../messaging/desk/reports.ts';
import { audit } from '../audit/log.ts';
import { consoleText } from '../texts.ts';
import { deskAnswer, deskStaff } from './answer.ts';

const date = { type: 'string', pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' } as const;
const rangeQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { from: date, to: date, agent: { type: 'string', maxLength: 64 } },
} as const;
type RangeQuery = { Querystring: { from?: string; to?: string; agent?: string } };
const cannedBody = {
  type: 'object',
  required: ['shortcut', 'zh', 'en'],
  additionalProperties: false,
  properties: {
    shortcut: { type: 'string', maxLength: 40 },
    zh: { type: 'string', maxLength: 2100 },
    en: { type: 'string', maxLength: 2100 },
  },
} as const;
const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } } } as const;
const DAY_MS = 86_400_000;
/**
 * Lifetime of the staff member's own chat signature for the console's chat screens, which renew it at half its
 * life (console/src/desk/ChatScreens.tsx) while the console session lives.
 */
const SIGNATURE_SECONDS = 10 * 60;

/** The day of `at` in the desk's time zone, YYYY-MM-DD. */
function dayIn(timeZone: string, at: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

/**
 * The desk's team side for the console: agents and their presence (the desk's heartbeat, away by hand, limits
 * set by admins), canned responses, reports with CSV, and the staff member's own short-lived chat signature for the
 * widget's screens (never the inbox's: its visitors are answered through the routes of desk/routes.ts).
 */
export function deskTeamRoutes(app: FastifyInstance, desk: Desk): void {
  const db = desk.db;
  const cfg = desk.cfg;

  app.get('/desk/agents', async (request) => {
    deskStaff(request);
    return ok(await listAgents(db, cfg.agentLimit, cfg.presenceSeconds, desk.now()));
  });

  /** The desk is open: sent every quarter of DESK_PRESENCE_SECONDS while it is. */
  app.post('/desk/presence', async (request) => {
    const { staff } = deskStaff(request);
    await desk.agentHeartbeat(staff.userId);
    return ok({ everySeconds: Math.max(1, Math.floor(cfg.presenceSeconds / 4)) });
  });

  app.post<{ Body: { away: boolean } }>(
    '/desk/status',
    { schema: { body: { type: 'object', required: ['away'], properties: { away: { type: 'boolean' } } } } },
    async (request) => {
      const { staff } = deskStaff(request);
      await setAway(db, staff.userId, request.body.away, desk.now());
      if (!request.body.away) await desk.routeWaiting();
      return ok(null);
    },
  );

  app.patch<{ Params: { userId: string }; Body: { limit: number | null } }>(
    '/desk/agents/:userId/limit',
    {
      schema: {
        params: { type: 'object', required: ['userId'], properties: { userId: { type: 'string', maxLength: 64 } } },
        body: { type: 'object', required: ['limit'], properties: { limit: { type: ['integer', 'null'], minimum: 1, maximum: 100 } } },
      },
    },
    async (request) => {
      const { staff, actor } = deskStaff(request);
      if (!actor.admin) throw new ApiError(403, consoleText(requestLocale(request), 'forbidden'));
      const exists = await db
        .selectFrom('im_account')
        .select('user_id')
        .where('user_id', '=', request.params.userId)
        .where('is_staff', '=', true)
        .executeTakeFirst();
      if (!exists) throw new ApiError(404, consoleText(requestLocale(request), 'notFound'));
      await setLimit(db, request.params.userId, request.body.limit);
      await audit(db, staff.userId, 'desk.limit', request.params.userId, { limit: request.body.limit });
      return ok(null);
    },
  );

  app.get('/desk/canned', async (request) => {
    deskStaff(request);
    return ok(await listCanned(db));
  });

  app.post<{ Body: { shortcut: string; zh: string; en: string } }>('/desk/canned', { schema: { body: cannedBody } }, (request) => {
    const { staff } = deskStaff(request);
    return deskAnswer(request, async () => {
      const saved = await saveCanned(db, null, request.body, staff.userId);
      await audit(db, staff.userId, 'desk.canned.create', saved.shortcut);
      return ok(saved);
    });
  });

  app.patch<{ Params: { id: number }; Body: { shortcut: string; zh: string; en: string } }>(
    '/desk/canned/:id',
    { schema: { params: idParams, body: cannedBody } },
    (request) => {
      const { staff } = deskStaff(request);
      return deskAnswer(request, async () => {
        const saved = await saveCanned(db, request.params.id, request.body, staff.userId);
        await audit(db, staff.userId, 'desk.canned.update', saved.shortcut);
        return ok(saved);
      });
    },
  );

  app.delete<{ Params: { id: number } }>('/desk/canned/:id', { schema: { params: idParams } }, (request) => {
    const { staff } = deskStaff(request);
    return deskAnswer(request, async () => {
      await deleteCanned(db, request.params.id);
      await audit(db, staff.userId, 'desk.canned.delete', String(request.params.id));
      return ok(null);
    });
  });

  const range = (q: { from?: string; to?: string }) => {
    const now = desk.now();
    const to = q.to ?? dayIn(cfg.timeZone, now);
    const from = q.from ?? dayIn(cfg.timeZone, new Date(now.getTime() - 29 * DAY_MS));
    if (Number.isNaN(Date.parse(`${from}T00:00:00Z`)) || Number.isNaN(Date.parse(`${to}T00:00:00Z`)) || from > to)
      throw new DeskError(400, 'badTemplate');
    return { from, to };
  };

  app.get<RangeQuery>('/desk/reports', { schema: { querystring: rangeQuery } }, (request) => {
    deskStaff(request);
    return deskAnswer(request, async () => {
      const { from, to } = range(request.query);
      return ok(await deskReport(db, from, to, cfg.timeZone, request.query.agent || undefined));
    });
  });

  app.get<RangeQuery>('/desk/reports/export', { schema: { querystring: rangeQuery } }, (request, reply) => {
    const { staff } = deskStaff(request);
    return deskAnswer(request, async () => {
      const { from, to } = range(request.query);
      const agent = request.query.agent || undefined;
      const report = await deskReport(db, from, to, cfg.timeZone, agent);
      await audit(db, staff.userId, 'desk.reports.export', '', { from, to, agent });
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="desk-${from}-${to}.csv"`)
        .send(reportCsv(report));
    });
  });

  /** The ratings with their comments of a range (and agent) as CSV. */
  app.get<RangeQuery>('/desk/reports/ratings/export', { schema: { querystring: rangeQuery } }, (request, reply) => {
    const { staff } = deskStaff(request);
    return deskAnswer(request, async () => {
      const { from, to } = range(request.query);
      const agent = request.query.agent || undefined;
      const ratings = await deskRatings(db, { from, to, timeZone: cfg.timeZone, ...(agent ? { agent } : {}) }, RATINGS_CSV_MAX);
      await audit(db, staff.userId, 'desk.reports.export', 'ratings', { from, to, agent });
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="desk-ratings-${from}-${to}.csv"`)
        .send(ratingsCsv(ratings));
    });
  });

  /**
   * The staff member's own chat signature (10 minutes, renewed by the console while its session lives) for the
   * widget's screens mounted in the console. A customer-service inbox signed in to the console gets none: its
   * signature never reaches a browser from here, its visitors are answered through the desk's routes.
   */
  app.get('/desk/chat-signature', async (request) => {
    const { staff } = deskStaff(request);
    try {
      const { userSig, expireTime } = await desk.im.credentials.issue(staff.userId, ['staff'], SIGNATURE_SECONDS);
      await audit(db, staff.userId, 'desk.chat-signature', staff.userId);
      return ok({ userId: staff.userId, userSig, expireTime });
    } catch (err) {
      if (err instanceof WrongAccountKind) throw new ApiError(403, deskText(requestLocale(request), 'inboxChat'));
      throw err;
    }
  });
}
