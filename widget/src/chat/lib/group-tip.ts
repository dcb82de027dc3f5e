import type { TFunction } from 'i18next';

/** A group tip's payload (TIMGroupTipElem) as the library and our server send it. */
export interface GroupTipPayload {
  operationType?: number;
  operatorID?: string;
  operatorInfo?: { nick?: string };
  userIDList?: string[];
  inviteeList?: string[];
  memberList?: { userID?: string; nick?: string }[];
  text?: string;
}

/**
 * The tip's line, naming people by nick (from the tip's own `operatorInfo` / `memberList`, else from `knownNick`,
 * e.g. the group's member list), falling back to the user ID.
 */
export function groupTipText(p: GroupTipPayload, t: TFunction, knownNick: (userID: string) => string = () => ''): string {
  if (p.text) return p.text;
  const nicks = new Map<string, string>();
  for (const m of p.memberList ?? []) if (m.userID && m.nick) nicks.set(m.userID, m.nick);
  if (p.operatorID && p.operatorInfo?.nick) nicks.set(p.operatorID, p.operatorInfo.nick);
  const name = (userID: string) => nicks.get(userID) || knownNick(userID) || userID;
  const ids = p.userIDList?.length ? p.userIDList : (p.inviteeList ?? []);
  const users = ids.map(name).join(t('tip.separator'));
  const operator = p.operatorID ? name(p.operatorID) : '';
  return t(`tip.op${p.operationType ?? 0}`, { operator, users, defaultValue: t('tip.generic') });
}
