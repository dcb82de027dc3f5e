import { textOf } from '../lib/text-of.ts';

/** TUIRoomKit's room states, as its cards carry them. */
export const ROOM_STATES = ['creating', 'created', 'destroying', 'destroyed'] as const;
export type RoomState = (typeof ROOM_STATES)[number];

export interface RoomPerson {
  userID: string;
  name: string;
}

/** A room as TUIRoomKit's custom messages describe it (untrusted JSON): ID, name, owner, state and people. */
export interface RoomInfo {
  roomID: string;
  roomName: string;
  owner: string;
  ownerName: string;
  state: RoomState | null;
  memberCount: number;
  people: RoomPerson[];
}

function recordOf(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/** At most this many names are shown on a card (TUIRoomKit puts at most 5 in a message). */
export const MAX_ROOM_PEOPLE = 5;

/** Reads `group_room_message` data or an invitation's `roomInfo`: unknown fields ignored, wrong types empty. */
export function readRoom(value: unknown): RoomInfo {
  const d = recordOf(value);
  const state = ROOM_STATES.find((s) => s === d.roomState) ?? null;
  const people = (Array.isArray(d.userList) ? d.userList : [])
    .map(recordOf)
    .map((u) => ({ userID: textOf(u.userId), name: textOf(u.nickName) || textOf(u.userName) || textOf(u.userId) }))
    .filter((p) => p.name !== '')
    .slice(0, MAX_ROOM_PEOPLE);
  const count = Number(d.memberCount);
  return {
    roomID: textOf(d.roomId),
    roomName: textOf(d.roomName),
    owner: textOf(d.owner),
    ownerName: textOf(d.ownerName) || textOf(d.owner),
    state,
    memberCount: Number.isSafeInteger(count) && count > 0 ? count : people.length,
    people,
  };
}

/** An invitation's inviter (`data.inviter` of ROOM_INVITE_ACTION). */
export function readInviter(data: Record<string, unknown>): string {
  const inviter = recordOf(recordOf(data.data).inviter);
  return textOf(inviter.userName) || textOf(inviter.userId);
}

/** An invitation's room: `data.roomInfo`, with the top-level `roomId` when the room info has none. */
export function readInvitedRoom(data: Record<string, unknown>): RoomInfo {
  const room = readRoom(recordOf(data.data).roomInfo);
  return room.roomID ? room : { ...room, roomID: textOf(data.roomId) };
}
