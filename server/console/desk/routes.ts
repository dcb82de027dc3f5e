import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.ts';
import { DESK_SCOPES, DESK_STATES, NOTE_MAX_LENGTH, REPLY_MAX_LENGTH } from '../../../common/desk/wire.ts';
import type { DeskScope, DeskState } from '../../../common/desk/wire.ts';
import { parseLeadRef } from '../../../common/console/leads.ts';
import type { Desk } from '../../messaging/desk/desk.ts';
import { DeskError } from '../../messaging/desk/errors.ts';
import { wakeSnoozed } from '../../messaging/desk/conversations.ts';
import { cannedText } from '../../messaging/desk/canned.ts';
import { attachmentPayload, sendAsInbox, templatePayload, textPayload } from '../../messaging/desk/replies.ts';
import {
  addNote,
  listConversations,
  markViewing,
  previousConversations,
  threadOf,
  toWireList,
  viewersOf,
  waitingCount,
} from '../../messaging/desk/thread.ts';
import { updateContact, visitorContext, visitorLanguage } from '../../messaging/desk/visitors.ts';
import { audit } from '../audit/log.ts';
import { deskAnswer, deskStaff } from './answer.ts';

const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } } } as const;
type Id = { Params: { id: number } };

/**
 * The desk's conversations for the console (issue #17), 'conversations' right (agents and admins): lists by state
 * and scope, a conversation with its visitor's context, its thread with private notes, replies (text, a canned
 * response in the visitor's language, a SPEC §3 template, an image or file the agent uploaded) sent as the inbox, notes, state and assignment (the
 * permission rules are the desk's), who is viewing or typing, and the visitor's editable contact fields.
 */
export function deskConversationRoutes(app: FastifyInstance, desk: Desk): void {
  const db = desk.db;

  app.get<{ Querystring: { state?: DeskState; scope?: DeskScope; label?: number } }>(
    '/desk/conversations',
    {
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            state: { type: 'string', enum: [...DESK_STATES] },
            scope: { type: 'string', enum: [...DESK_SCOPES] },
            label: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
          },
        },
      },
    },
    async (request) => {
      const { staff } = deskStaff(request);
      // snoozes that are due open now, not only at the next sweep
      if (await wakeSnoozed(db, desk.now())) await desk.routeWaiting();
      const filter = {
        scope: request.query.scope ?? 'all',
        me: staff.userId,
        ...(request.query.state ? { state: request.query.state } : {}),
        ...(request.query.label ? { label: request.query.label } : {}),
      };
      return ok({ items: await listConversations(db, filter), waiting: await waitingCount(db, staff.userId) });
    },
  );

  app.get<Id>('/desk/conversations/:id', { schema: { params: idParams } }, (request) => {
    const { staff } = deskStaff(request);
    return deskAnswer(request, async () => {
      const row = await desk.conversation(request.params.id);
      const [conversation] = await toWireList(db, [row]);
      return ok({
        conversation: conversation!,
        visitor: await visitorContext(db, row.visitor_id),
        previous: await previousConversations(db, row),
        viewers: await viewersOf(db, row.id, staff.userId, desk.now()),
      });
    });
  });

  app.get<Id>('/desk/conversations/:id/messages', { schema: { params: idParams } }, (request) => {
    deskStaff(request);
    return deskAnswer(request, async () => ok(await threadOf(db, await desk.conversation(request.params.id))));
  });

  app.post<Id & { Body: { text?: string; cannedId?: number; template?: Record<string, unknown>; file?: string } }>(
    '/desk/conversations/:id/messages',
    {
      schema: {
        params: idParams,
        body: {
          type: 'object',
          additionalProperties: false,
          properties: {
            text: { type: 'string', maxLength: REPLY_MAX_LENGTH },
            cannedId: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
            template: { type: 'object' },
            file: { type: 'string', pattern: '^[A-Za-z0-9_-]{16,64}$' },
          },
        },
      },
    },
    (request) => {
      const { staff, actor } = deskStaff(request);
      return deskAnswer(request, async () => {
        const found = await desk.conversation(request.params.id);
        const locale = await visitorLanguage(db, found.visitor_id);
        const b = request.body;
        let message;
        if (b.file) message = await attachmentPayload(db, b.file, staff.userId);
        else if (b.template) message = templatePayload(b.template);
        else if (b.cannedId !== undefined) message = textPayload(await cannedText(db, b.cannedId, locale));
        else if (b.text?.trim()) message = textPayload(b.text);
        else throw new DeskError(400, 'emptyReply');
        // an agent answers their own or an unassigned conversation (which becomes theirs); admins any
        const row = await desk.claimForAnswer(actor, found.id);
        const id = await sendAsInbox(desk.im, { inbox: row.inbox, visitorId: row.visitor_id, ...message, agent: staff.userId, locale });
        return ok({ id });
      });
    },
  );

  app.post<Id & { Body: { body: string } }>(
    '/desk/conversations/:id/notes',
    {
      schema: {
        params: idParams,
        body: { type: 'object', required: ['body'], properties: { body: { type: 'string', maxLength: NOTE_MAX_LENGTH } } },
      },
    },
    (request) => {
      const { staff } = deskStaff(request);
      return deskAnswer(request, async () => {
        const row = await desk.conversation(request.params.id);
        const body = request.body.body.trim();
        if (!body) throw new DeskError(400, 'emptyNote');
        await addNote(db, row.id, staff.userId, body);
        return ok(null);
      });
    },
  );

  app.post<Id & { Body: { state: DeskState; snoozedUntil?: string } }>(
    '/desk/conversations/:id/state',
    {
      schema: {
        params: idParams,
        body: {
          type: 'object',
          required: ['state'],
          properties: { state: { type: 'string', enum: [...DESK_STATES] }, snoozedUntil: { type: 'string', format: 'date-time' } },
        },
      },
    },
    (request) => {
      const { staff, actor } = deskStaff(request);
      return deskAnswer(request, async () => {
        const until = request.body.snoozedUntil ? new Date(request.body.snoozedUntil) : undefined;
        const row = await desk.changeState(actor, request.params.id, request.body.state, until);
        await audit(db, staff.userId, 'desk.state', String(row.id), { state: row.state, snoozedUntil: row.snoozed_until });
        return ok((await toWireList(db, [row]))[0]);
      });
    },
  );

  app.post<Id & { Body: { assignee: string | null } }>(
    '/desk/conversations/:id/assign',
    {
      schema: {
        params: idParams,
        body: { type: 'object', required: ['assignee'], properties: { assignee: { type: ['string', 'null'], maxLength: 64 } } },
      },
    },
    (request) => {
      const { staff, actor } = deskStaff(request);
      return deskAnswer(request, async () => {
        const row = await desk.assign(actor, request.params.id, request.body.assignee);
        await audit(db, staff.userId, 'desk.assign', String(row.id), { assignee: row.assignee });
        return ok((await toWireList(db, [row]))[0]);
      });
    },
  );

  app.post<Id & { Body: { typing?: boolean } }>(
    '/desk/conversations/:id/viewing',
    { schema: { params: idParams, body: { type: 'object', properties: { typing: { type: 'boolean' } } } } },
    (request) => {
      const { staff } = deskStaff(request);
      return deskAnswer(request, async () => {
        const row = await desk.conversation(request.params.id);
        const typing = request.body.typing ?? false;
        const wasTyping = await markViewing(db, row.id, staff.userId, typing, desk.now());
        if (typing || wasTyping) desk.agentTyping(row, typing ? 'enter' : 'leave');
        return ok({ viewers: await viewersOf(db, row.id, staff.userId, desk.now()) });
      });
    },
  );

  app.patch<{
    Params: { visitorId: string };
    Body: { name?: string; email?: string; phone?: string; company?: string; leadRef?: string | null };
  }>(
    '/desk/visitors/:visitorId',
    {
      schema: {
        params: { type: 'object', required: ['visitorId'], properties: { visitorId: { type: 'string', maxLength: 64 } } },
        body: {
          type: 'object',
          additionalProperties: false,
          properties: {
            name: { type: 'string', maxLength: 50 },
            email: { type: 'string', maxLength: 100 },
            phone: { type: 'string', maxLength: 30 },
            company: { type: 'string', maxLength: 100 },
            leadRef: { type: ['string', 'null'], maxLength: 20 },
          },
        },
      },
    },
    (request) => {
      const { staff } = deskStaff(request);
      return deskAnswer(request, async () => {
        const { visitorId } = request.params;
        const known = await db.selectFrom('desk_conversation').select('id').where('visitor_id', '=', visitorId).limit(1).executeTakeFirst();
        if (!known) throw new DeskError(404, 'notFound');
        const b = request.body;
        const lead = b.leadRef ? parseLeadRef(b.leadRef) : null;
        if (b.leadRef && !lead) throw new DeskError(404, 'notFound');
        if (lead) {
          const found = await db
            .selectFrom('console_lead')
            .select('id')
            .where('source', '=', lead.source)
            .where('id', '=', lead.id)
            .executeTakeFirst();
          if (!found) throw new DeskError(404, 'notFound');
        }
        const fields = Object.fromEntries(Object.entries(b).map(([k, v]) => [k, typeof v === 'string' ? v.trim() : v]));
        await updateContact(db, visitorId, fields, desk.now());
        await audit(db, staff.userId, 'desk.visitor', visitorId, fields);
        return ok(await visitorContext(db, visitorId));
      });
    },
  );
}
