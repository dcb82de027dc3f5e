import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ErrorCode, ImError } from '../../../protocol/errors.ts';
import { GROUP_TYPES, ID_PATTERN, JOIN_OPTIONS } from '../../../protocol/model.ts';
import type { GroupType, JoinOption } from '../../../protocol/model.ts';
import { requestLocale } from '../../http/locale.ts';
import type { Im } from '../context.ts';
import { MSG_BODY_SCHEMA, adminMessageId, toClientMessage } from './message-body.ts';
import type { MsgElem } from './message-body.ts';
import { okAnswer, refuseInvalid } from './reply.ts';
import { actingAs, requireAccount, requireFaceUrl, runOp } from './run-op.ts';
import type { AdminPurpose } from './run-op.ts';
import { sendGroupNotice } from './group-notice.ts';

const id = { type: 'string', pattern: ID_PATTERN.source } as const;
/** Tencent's type names, the library's newer names included (Work = Private, Meeting = ChatRoom). */
const TYPE_NAMES: Record<string, GroupType> = {
  ...Object.fromEntries(GROUP_TYPES.map((t) => [t, t])),
  Work: 'Private',
  Meeting: 'ChatRoom',
};
const memberList = {
  type: 'array',
  maxItems: 500,
  items: { type: 'object', required: ['Member_Account'], properties: { Member_Account: id } },
};

interface CreateGroupBody {
  Owner_Account: string;
  Type: string;
  GroupId?: string;
  Name: string;
  Introduction?: string;
  Notification?: string;
  FaceUrl?: string;
  ApplyJoinOption?: JoinOption;
  MemberList?: { Member_Account: string }[];
}

/** A group's owner: admin calls on a group act as its owner, so the group's own rules decide what is allowed. */
export async function groupOwner(im: Im, groupId: string): Promise<string> {
  const row = await im.db.selectFrom('im_group').select(['owner_id', 'dismissed']).where('group_id', '=', groupId).executeTakeFirst();
  if (!row || row.dismissed) throw new ImError(ErrorCode.GROUP_NOT_FOUND);
  return row.owner_id;
}

async function ownerOf(im: Im, request: FastifyRequest, groupId: string, purpose: AdminPurpose) {
  return actingAs(im, request, await groupOwner(im, groupId), purpose);
}

/**
 * Groups (Tencent's /v4/group_open_http_svc/...): create a group owned by an account, add members, send a
 * message as a member, send a system notice to every member.
 */
export function groupRoutes(app: FastifyInstance, im: Im): void {
  app.post<{ Body: CreateGroupBody }>(
    '/v4/group_open_http_svc/create_group',
    {
      attachValidation: true,
      schema: {
        body: {
          type: 'object',
          required: ['Owner_Account', 'Type', 'Name'],
          properties: {
            Owner_Account: id,
            Type: { type: 'string', enum: Object.keys(TYPE_NAMES) },
            GroupId: id,
            Name: { type: 'string' },
            Introduction: { type: 'string' },
            Notification: { type: 'string' },
            FaceUrl: { type: 'string' },
            ApplyJoinOption: { type: 'string', enum: [...JOIN_OPTIONS] },
            MemberList: memberList,
          },
        },
      },
    },
    async (request) => {
      refuseInvalid(request);
      const b = request.body;
      requireFaceUrl(requestLocale(request), b.FaceUrl);
      await requireAccount(im, b.Owner_Account);
      const { group } = await runOp(im, 'createGroup', await actingAs(im, request, b.Owner_Account, 'manage'), {
        name: b.Name,
        type: TYPE_NAMES[b.Type] ?? 'Public',
        ...(b.GroupId !== undefined ? { groupID: b.GroupId } : {}),
        ...(b.Introduction !== undefined ? { introduction: b.Introduction } : {}),
        ...(b.Notification !== undefined ? { notification: b.Notification } : {}),
        ...(b.FaceUrl !== undefined ? { avatar: b.FaceUrl } : {}),
        ...(b.ApplyJoinOption !== undefined ? { joinOption: b.ApplyJoinOption } : {}),
        ...(b.MemberList ? { memberList: b.MemberList.map((m) => m.Member_Account) } : {}),
      });
      return okAnswer({ GroupId: group.groupID });
    },
  );

  app.post<{ Body: { GroupId: string; MemberList: { Member_Account: string }[] } }>(
    '/v4/group_open_http_svc/add_group_member',
    {
      attachValidation: true,
      schema: {
        body: {
          type: 'object',
          required: ['GroupId', 'MemberList'],
          properties: { GroupId: id, MemberList: { ...memberList, minItems: 1 } },
        },
      },
    },
    async (request) => {
      refuseInvalid(request);
      const { GroupId, MemberList } = request.body;
      const wanted = MemberList.map((m) => m.Member_Account);
      const r = await runOp(im, 'addGroupMember', await ownerOf(im, request, GroupId, 'manage'), { groupID: GroupId, userIDList: wanted });
      const added = new Set(r.successUserIDList);
      const existed = new Set(r.existedUserIDList);
      // Tencent's Result: 1 added, 2 already a member, 0 not added (no such account)
      return okAnswer({
        MemberList: wanted.map((u) => ({ Member_Account: u, Result: added.has(u) ? 1 : existed.has(u) ? 2 : 0 })),
      });
    },
  );

  app.post<{ Body: { GroupId: string; From_Account?: string; MsgBody: MsgElem[]; CloudCustomData?: string } }>(
    '/v4/group_open_http_svc/send_group_msg',
    {
      attachValidation: true,
      schema: {
        body: {
          type: 'object',
          required: ['GroupId', 'MsgBody'],
          properties: { GroupId: id, From_Account: id, MsgBody: MSG_BODY_SCHEMA, CloudCustomData: { type: 'string' } },
        },
      },
    },
    async (request) => {
      refuseInvalid(request);
      const b = request.body;
      const from = b.From_Account ?? (await groupOwner(im, b.GroupId));
      await requireAccount(im, from);
      const as = await actingAs(im, request, from, 'send');
      const { type, payload } = toClientMessage(b.MsgBody, as.locale);
      const { message } = await runOp(im, 'sendMessage', as, {
        clientMsgID: adminMessageId(),
        to: b.GroupId,
        conversationType: 'GROUP',
        type,
        payload,
        ...(b.CloudCustomData !== undefined ? { cloudCustomData: b.CloudCustomData } : {}),
      });
      return okAnswer({ MsgTime: message.time, MsgSeq: message.sequence, MsgKey: message.ID });
    },
  );

  app.post<{ Body: { GroupId: string; Content: string; ToMembers_Account?: string[] } }>(
    '/v4/group_open_http_svc/send_group_system_notification',
    {
      attachValidation: true,
      schema: {
        body: {
          type: 'object',
          required: ['GroupId', 'Content'],
          properties: { GroupId: id, Content: { type: 'string' }, ToMembers_Account: { type: 'array', items: id } },
        },
      },
    },
    async (request) => {
      refuseInvalid(request);
      const b = request.body;
      const as = await ownerOf(im, request, b.GroupId, 'send');
      await sendGroupNotice(im, as, b.GroupId, b.Content, b.ToMembers_Account ?? []);
      return okAnswer();
    },
  );
}
