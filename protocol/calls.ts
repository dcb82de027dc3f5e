/**
 * Voice and video calls (SPEC §1, §3 'Call selection', §7 'start call'): the signalling ops and events on the
 * messaging socket. The server keeps each call's state (who rings, who is in it, the ringing deadline), relays
 * the WebRTC offer/answer/ICE exchange between the people in a call, and writes the call's outcome into the
 * conversation as the TUICallKit-compatible custom message (businessID 1, inner 'av_call').
 */
import type { Shape } from './validate.ts';

/** call_type: 1 voice, 2 video. */
export type CallType = 1 | 2;
export const CALL_TYPES: readonly CallType[] = [1, 2];

/** Where a call member is: ringing, in the call, or out of it (and why). */
export type CallMemberState = 'invited' | 'joined' | 'left' | 'rejected' | 'busy' | 'timeout';
export interface WireCallMember {
  userID: string;
  state: CallMemberState;
}

export interface WireCall {
  /** The call's ID (the record's inviteID). */
  callID: string;
  /** TUICallKit's numeric room_id. */
  roomID: number;
  type: CallType;
  inviter: string;
  /** '' for a one-to-one call. */
  groupID: string;
  /** 'ringing': nobody has answered yet; 'active': at least one invitee joined; 'ended'. */
  state: 'ringing' | 'active' | 'ended';
  members: WireCallMember[];
  /** Seconds since the epoch: created, answered (0 until then). */
  createTime: number;
  startTime: number;
  /** Ringing timeout in seconds. */
  timeout: number;
  /** How media flow: 'p2p' (one-to-one), 'sfu' (group through Janus), 'mesh' (group without an SFU, at most 4). */
  media: 'p2p' | 'mesh' | 'sfu';
}

/** A group call's Janus VideoRoom: where to connect, the room, and this person's entry token (never shared). */
export interface CallSfu {
  url: string;
  room: number;
  token: string;
}

/** What placing, answering, joining or resuming a call gives the one who does it. */
export interface CallEntry {
  call: WireCall;
  /** STUN, and TURN with a credential for this call and this user (coturn REST secret, IM_TURN_TTL_SECONDS). */
  iceServers: IceServer[];
  /** Group calls through an SFU only. */
  sfu?: CallSfu;
}

/** An ICE server as RTCPeerConnection takes it. */
export interface IceServer {
  urls: string[];
  username?: string;
  credential?: string;
}

export interface CallConfig {
  /** STUN only: TURN credentials come with a call (CallEntry, getCallIceServers). */
  iceServers: IceServer[];
  /** Ringing timeout, seconds. */
  timeout: number;
  /** People in one call, the caller included: IM_CALL_MAX_MEMBERS with an SFU, else the mesh limit. */
  maxMembers: number;
  media: 'mesh' | 'sfu';
}

export type CallSignalKind = 'offer' | 'answer' | 'candidate';
export interface CallSignal {
  callID: string;
  kind: CallSignalKind;
  /** offer/answer: the session description's SDP. */
  sdp?: string;
  /** candidate: RTCIceCandidateInit ({ candidate, sdpMid, sdpMLineIndex, usernameFragment }). */
  candidate?: Record<string, unknown>;
}

type Empty = Record<string, never>;
type Op<D, R> = { data: D; result: R };
type CallRef = { callID: string };

export interface CallOpMap {
  /** STUN servers, limits and the ringing timeout. Visitors: CALLS_NOT_ALLOWED (as every op that enters a call). */
  getCallConfig: Op<Empty, CallConfig>;
  /**
   * Starts a call: one user (C2C) or, with groupID, members of that group. Every device of every invitee rings
   * ('call' event, action 'invited'). A one-to-one callee already in a call: CALL_BUSY (the busy record is written).
   */
  startCall: Op<{ userIDList: string[]; type: number; groupID?: string }, CallEntry>;
  /** The first of the callee's devices to accept wins; the others get action 'answeredElsewhere'. */
  acceptCall: Op<CallRef, CallEntry>;
  rejectCall: Op<CallRef, { call: WireCall }>;
  /** The inviter, before anyone answered. */
  cancelCall: Op<CallRef, { call: WireCall }>;
  hangUpCall: Op<CallRef, { call: WireCall }>;
  /** A member of the group joins its running call. */
  joinCall: Op<CallRef, CallEntry>;
  /** A video call becomes a voice call for everyone in it. */
  switchCallToAudio: Op<CallRef, { call: WireCall }>;
  /**
   * After a reconnect: this socket carries on my part in the call (the closed socket's grace period has not run
   * out). CALL_ANSWERED_ELSEWHERE while another socket of mine still holds it.
   */
  resumeCall: Op<CallRef, CallEntry>;
  /** Fresh ICE servers (a new TURN credential) for the device in the running call, e.g. before the old one expires. */
  getCallIceServers: Op<CallRef, { iceServers: IceServer[] }>;
  /** WebRTC offer/answer/ICE candidate to one other person in the call (relayed live, never stored). */
  sendCallSignal: Op<CallSignal & { to: string }, Empty>;
  /** Calls ringing for me or that I am in; with groupID, the group's running call (to join it). */
  getCallList: Op<{ groupID?: string }, { callList: WireCall[] }>;
}

export type CallAction =
  | 'invited'
  | 'accepted'
  | 'answeredElsewhere'
  | 'rejected'
  | 'busy'
  | 'cancelled'
  | 'timeout'
  | 'joined'
  | 'left'
  | 'switchedToAudio'
  | 'ended';

export interface CallEventMap {
  /** A call changed: `userID` did `action` (for 'timeout', 'ended': the server; userID is the one concerned or ''). */
  call: { action: CallAction; userID: string; call: WireCall };
  /** Live relay of a WebRTC signal from `from`. */
  callSignal: CallSignal & { from: string };
}

const ref = { callID: 'string' } as const;

export const CALL_REQUEST_SHAPES: Record<keyof CallOpMap, Shape> = {
  getCallConfig: {},
  startCall: { userIDList: { list: 'ids', min: 1, max: 16 }, type: 'int', groupID: 'id?' },
  acceptCall: ref,
  rejectCall: ref,
  cancelCall: ref,
  hangUpCall: ref,
  joinCall: ref,
  switchCallToAudio: ref,
  resumeCall: ref,
  getCallIceServers: ref,
  sendCallSignal: { ...ref, to: 'id', kind: { oneOf: ['offer', 'answer', 'candidate'] }, sdp: 'string?', candidate: 'object?' },
  getCallList: { groupID: 'id?' },
};

/** The call record's actionType (TUICallKit signalling). */
export const CALL_ACTION_TYPE = { INVITE: 1, CANCEL: 2, ACCEPT: 3, REJECT: 4, TIMEOUT: 5 } as const;
/** The record's outer businessID and inner businessID. */
export const CALL_BUSINESS_ID = 1;
export const CALL_INNER_BUSINESS_ID = 'av_call';

/** The record's outer custom data (the message payload's `data`, as a JSON string). */
export interface CallRecordData {
  businessID: 1;
  inviteID: string;
  inviter: string;
  actionType: number;
  inviteeList: string[];
  /** The inner JSON string (CallRecordInner). */
  data: string;
  timeout: number;
  groupID: string;
}
export interface CallRecordInner {
  version: number;
  businessID: 'av_call';
  call_type: CallType;
  room_id: number;
  /** 'audioCall' / 'videoCall' for invite, cancel, reject, timeout; 'hangup' with call_end. */
  cmd: string;
  /** The same cmd and room_id nested, as TUICallKit's version 4 reads them. */
  data: { cmd: string; room_id: number };
  /** Seconds the call lasted (hang-up records only). */
  call_end?: number;
  /** Busy rejection. */
  line_busy?: 'line_busy';
}
