import { TYPES, type ChatEngine, type Message } from '../../engine/types.ts';
import { setApplications, type GroupApplication, type GroupsState } from '../store/groups.ts';

/** What loading and handling applications needs of the chat (the controller satisfies it). */
export interface ApplicationsHost {
  engine: ChatEngine;
  groups: GroupsState;
  session: { mode: string };
}

/** Library group system notices that mean 'a new application': 1 someone applies, 23 an invitee applies (SPEC §4). */
export const APPLICATION_NOTICE_TYPES: readonly number[] = [1, 23];

export function isApplicationNotice(message: Pick<Message, 'type' | 'payload'>): boolean {
  if (message.type !== TYPES.MSG_GRP_SYS_NOTICE) return false;
  return APPLICATION_NOTICE_TYPES.includes(Number((message.payload as { operationType?: unknown }).operationType));
}

/** Pending applications of every group the user manages (the server lists only those). Signed-in users only. */
export async function loadApplications(host: ApplicationsHost): Promise<void> {
  if (host.session.mode !== 'staff') return;
  try {
    const r = await host.engine.getGroupApplicationList();
    const list = (r.data as { applicationList?: Omit<GroupApplication, 'actionStatus'>[] }).applicationList ?? [];
    // applicants (type 0) and invitees (type 2) alike
    setApplications(
      host.groups,
      list.filter((a) => a.applicationType === 0 || a.applicationType === 2),
    );
  } catch (err) {
    console.warn('[hy-chat] group applications failed', err);
  }
}

/** Agree or Reject: the line then reads 'agreed'/'rejected' and the pending count drops by one. */
export async function handleApplication(host: ApplicationsHost, application: GroupApplication, action: 'Agree' | 'Reject'): Promise<void> {
  const { actionStatus: _local, ...wire } = application;
  await host.engine.handleGroupApplication({ handleAction: action, application: wire });
  const item = host.groups.applications.find((a) => a.applicationID === application.applicationID);
  if (item) item.actionStatus = action;
}
