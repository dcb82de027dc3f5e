import type { Generated } from 'kysely';

/** Tables of migration 070_calls. */
export interface ImCallTable {
  call_id: string;
  room_id: number;
  /** 1 voice, 2 video. */
  call_type: number;
  inviter: string;
  group_id: Generated<string>;
  /** 'ringing' | 'active' | 'ended' */
  state: Generated<string>;
  timeout_seconds: number;
  /** Group calls through Janus: the VideoRoom room's secret (null: no SFU). */
  sfu_secret: string | null;
  deadline: Date;
  created_at: Generated<Date>;
  started_at: Date | null;
  ended_at: Date | null;
}
export interface ImCallMemberTable {
  call_id: string;
  user_id: string;
  /** protocol/calls.ts CallMemberState */
  state: string;
  /** The socket of the device in the call (the inviter's, the answering device's). */
  session_id: string | null;
  /** The person's token for the call's Janus room. */
  sfu_token: string | null;
  joined_at: Date | null;
}

export interface CallTables {
  im_call: ImCallTable;
  im_call_member: ImCallMemberTable;
}
