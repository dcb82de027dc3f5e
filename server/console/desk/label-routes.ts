import type { FastifyInstance } from 'fastify';
import { ApiError, ok } from '../../http/envelope.ts';
import { requestLocale } from '../../http/locale.ts';
import { LABEL_NAME_MAX_LENGTH, LABELS_PER_ITEM_MAX } from '../../../common/desk/wire.ts';
import { parseLeadRef, rightOfSource, sourcesFor } from '../../../common/console/leads.ts';
import type { Desk } from '../../messaging/desk/desk.ts';
import { DeskError } from '../../messaging/desk/errors.ts';
import { createLabel, deleteLabel, listLabels, setConversationLabels, setLeadLabels } from '../../messaging/desk/labels.ts';
import { audit } from '../audit/log.ts';
import { requireRight, staffOf } from '../auth/guard.ts';
import { consoleText } from '../texts.ts';
import { deskAnswer, deskStaff } from './answer.ts';

const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } } } as const;
const labelsBody = {
  type: 'object',
  required: ['labels'],
  additionalProperties: false,
  properties: {
    labels: { type: 'array', maxItems: LABELS_PER_ITEM_MAX * 2, items: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } },
  },
} as const;

/**
 * Labels (issue #34.4): the desk's staff and those who read leads list them (to show and filter); admins create and
 * delete them (audited); agents set them on the desk's conversations ('conversations' right, any conversation they may
 * open), staff who may read a lead on that lead.
 */
export function labelRoutes(app: FastifyInstance, desk: Desk): void {
  const db = desk.db;

  app.get('/desk/labels', async (request) => {
    deskStaff(request);
    return ok(await listLabels(db));
  });

  /** The same list for the leads screens: staff whose role reads some leads. */
  app.get('/leads/labels', async (request) => {
    const staff = staffOf(request);
    if (sourcesFor(staff.role).length === 0) throw new ApiError(403, consoleText(requestLocale(request), 'forbidden'));
    return ok(await listLabels(db));
  });

  app.post<{ Body: { zh: string; en: string; color: string } }>(
    '/desk/labels',
    {
      schema: {
        body: {
          type: 'object',
          required: ['zh', 'en', 'color'],
          additionalProperties: false,
          properties: {
            zh: { type: 'string', maxLength: LABEL_NAME_MAX_LENGTH * 4 },
            en: { type: 'string', maxLength: LABEL_NAME_MAX_LENGTH * 4 },
            color: { type: 'string', maxLength: 20 },
          },
        },
      },
    },
    (request) => {
      const { staff, actor } = deskStaff(request);
      if (!actor.admin) throw new ApiError(403, consoleText(requestLocale(request), 'forbidden'));
      return deskAnswer(request, async () => {
        const label = await createLabel(db, request.body, staff.userId);
        await audit(db, staff.userId, 'desk.label.create', String(label.id), { zh: label.zh, en: label.en, color: label.color });
        return ok(label);
      });
    },
  );

  app.delete<{ Params: { id: number } }>('/desk/labels/:id', { schema: { params: idParams } }, (request) => {
    const { staff, actor } = deskStaff(request);
    if (!actor.admin) throw new ApiError(403, consoleText(requestLocale(request), 'forbidden'));
    return deskAnswer(request, async () => {
      const label = await deleteLabel(db, request.params.id);
      await audit(db, staff.userId, 'desk.label.delete', String(label.id), { zh: label.zh, en: label.en });
      return ok(null);
    });
  });

  app.put<{ Params: { id: number }; Body: { labels: number[] } }>(
    '/desk/conversations/:id/labels',
    { schema: { params: idParams, body: labelsBody } },
    (request) => {
      const { staff } = deskStaff(request);
      return deskAnswer(request, async () => {
        const row = await desk.conversation(request.params.id);
        const labels = await setConversationLabels(db, row.id, request.body.labels);
        await audit(db, staff.userId, 'desk.labels', String(row.id), { labels });
        return ok({ labels });
      });
    },
  );

  app.put<{ Params: { ref: string }; Body: { labels: number[] } }>(
    '/leads/:ref/labels',
    {
      schema: {
        params: { type: 'object', required: ['ref'], properties: { ref: { type: 'string', maxLength: 20 } } },
        body: labelsBody,
      },
    },
    (request) => {
      const parsed = parseLeadRef(request.params.ref);
      if (!parsed) throw new ApiError(404, consoleText(requestLocale(request), 'notFound'));
      const staff = requireRight(request, rightOfSource(parsed.source));
      return deskAnswer(request, async () => {
        const found = await db
          .selectFrom('console_lead')
          .select('id')
          .where('source', '=', parsed.source)
          .where('id', '=', parsed.id)
          .executeTakeFirst();
        if (!found) throw new DeskError(404, 'notFound');
        const labels = await setLeadLabels(db, parsed.source, parsed.id, request.body.labels);
        await audit(db, staff.userId, 'lead.labels', request.params.ref, { labels });
        return ok({ labels });
      });
    },
  );
}
