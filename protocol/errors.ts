/**
 * Error codes of the messaging protocol. Codes named in SPEC §8 keep their library numbers (4004, 4005, 7004,
 * 7005, 8001, 80001); the others follow the chat library's numbering where it has one (70001 expired
 * signature, 10007 no permission, 20016 recall window passed, ...). `message` texts are the English
 * defaults; the server sends them in the session's language.
 */
export const ErrorCode = {
  BAD_REQUEST: 10004,
  UNSUPPORTED_VERSION: 10005,
  NOT_LOGGED_IN: 6014,
  SIG_EXPIRED: 70001,
  SIG_INVALID: 70003,
  SIG_USER_MISMATCH: 70013,
  WRONG_PASSWORD: 70009,
  /** The account was disabled (staff console): it signs in nowhere. */
  ACCOUNT_DISABLED: 70051,
  /** The signature was ended before its expiry (account disabled, password reset, role change, admin API kick). */
  SIG_REVOKED: 70052,
  /** Admin API: staff and customer-service accounts are not the admin API's to manage (Tencent: app admin rights needed). */
  ACCOUNT_PROTECTED: 70403,
  NO_PERMISSION: 10007,
  NOT_IN_CONVERSATION: 10018,
  OWNER_CANNOT_QUIT: 10009,
  GROUP_NOT_FOUND: 10010,
  ALREADY_IN_GROUP: 10013,
  JOIN_FORBIDDEN: 10014,
  GROUP_NAME_INVALID: 10026,
  NOTICE_TOO_LONG: 10027,
  GROUP_ID_TAKEN: 10021,
  /** More members than the group type allows (SPEC §9: Community up to 100,000). */
  GROUP_FULL: 10038,
  MUTED: 10017,
  USER_NOT_FOUND: 20003,
  IN_BLACKLIST: 20007,
  /** The before-send moderation callback refused a one-to-one message (Tencent's code). */
  REFUSED_BY_CALLBACK_C2C: 20006,
  /** The before-send moderation callback refused a group message (Tencent's code). */
  REFUSED_BY_CALLBACK_GROUP: 10016,
  MESSAGE_NOT_FOUND: 20022,
  RECALL_DEADLINE_PASSED: 20016,
  REMARK_TOO_LONG: 30001,
  NOT_FRIENDS: 30002,
  INVALID_IMAGE: 4004,
  BANNED_FILE: 4005,
  FILE_NOT_FOUND: 7004,
  FILE_TOO_LARGE: 7005,
  MESSAGE_TOO_LARGE: 8001,
  SENSITIVE_TEXT: 80001,
  /** modifyMessage: the message changed since the caller's copy (library code 2480). */
  MODIFY_CONFLICT: 2480,
  /** subscribeUserStatus: at most MAX_STATUS_SUBSCRIPTIONS users per subscriber (ours; the library has no number for it). */
  STATUS_SUBSCRIPTION_LIMIT: 72001,
  /** Calls (protocol/calls.ts): the call is over or unknown; the callee is in another call; another device answered. */
  CALL_NOT_FOUND: 60001,
  CALL_BUSY: 60002,
  CALL_ANSWERED_ELSEWHERE: 60003,
  /** More people than one call may have (IM_CALL_MAX_MEMBERS with an SFU, 4 in a mesh). */
  CALL_TOO_MANY_MEMBERS: 60004,
  /** The caller is not (or no longer) in this call. */
  CALL_NOT_MEMBER: 60005,
  /** The caller is already in another call. */
  CALL_SELF_BUSY: 60006,
  /** Client side: the engine in use cannot place calls (the Tencent driver: TUICallKit's TRTC media are not wired in). */
  CALLS_NOT_SUPPORTED: 60007,
  /** Visitors (anonymous chat identities) neither place nor receive calls, and get no TURN credential. */
  CALLS_NOT_ALLOWED: 60008,
  RATE_LIMITED: 429,
  TOO_MANY_CONNECTIONS: 4291,
  INTERNAL: 500,
  /** The database is away (restart, failover, lost connection): nothing was done or it is not known yet; try again shortly. */
  UNAVAILABLE: 503,
  /** Client side: the socket closed before the answer came, or no answer in time. */
  NETWORK: 2800,
  TIMEOUT: 2801,
} as const;

export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode];

/** English default texts (the library's wording where SPEC §8 quotes it). */
export const ERROR_TEXT: Record<ErrorCodeValue, string> = {
  10004: 'Invalid request',
  10005: 'Unsupported protocol version',
  6014: 'Not logged in',
  70001: 'UserSig expired',
  70003: 'UserSig invalid',
  70013: 'UserSig does not belong to this userID',
  70009: 'Wrong user ID or password',
  70051: 'This account is disabled',
  70052: 'This sign-in has ended, please sign in again',
  70403: 'Staff and customer-service accounts cannot be managed through the admin API',
  10007: 'Insufficient permissions',
  10018: 'You are not in this conversation',
  10009: 'The group owner cannot quit the group',
  10010: 'The group does not exist or has been dissolved',
  10013: 'Already a member of the group',
  10014: 'This group does not accept join applications',
  10026: 'Group name cannot be empty',
  10027: 'Group notice exceeds the limit, maximum length is 150',
  10021: 'The group ID is already in use',
  10038: 'The group is full: it cannot take that many members',
  10017: 'You have been muted by the admin',
  20003: 'That user does not exist',
  20007: "The message was refused: you are in the receiver's blacklist",
  20006: 'The message was refused by content review',
  10016: 'The message was refused by content review',
  20022: 'The message does not exist',
  20016: 'The message recall deadline has passed',
  30001: 'Failed to change remark: remark length must not exceed 96 bytes',
  30002: 'You are not friends',
  4004: 'Invalid image format',
  4005: 'This file is banned',
  7004: 'The file does not exist',
  7005: 'The file is larger than 100 MB',
  8001: 'The message is larger than 12 KB',
  80001: 'Content contains sensitive words',
  2480: 'The message was modified by someone else, refresh and try again',
  72001: 'You can subscribe to the status of at most 200 users',
  60001: 'The call does not exist or has ended',
  60002: 'The other party is busy',
  60003: 'The call was answered on another device',
  60004: 'Too many people for one call',
  60005: 'You are not in this call',
  60006: 'You are already in a call',
  60007: 'Voice and video calls are not available with this chat service',
  60008: 'Voice and video calls are not available to this user',
  429: 'Too many messages, please slow down',
  4291: 'Too many connections for this user',
  500: 'Internal server error',
  503: 'The service is temporarily unavailable, please try again shortly',
  2800: 'Network error',
  2801: 'Request timed out',
};

/** Thrown by server handlers and rejected by client calls: a protocol error with its code. */
export class ImError extends Error {
  readonly code: number;
  constructor(code: number, message?: string) {
    super(message ?? ERROR_TEXT[code as ErrorCodeValue] ?? `error ${code}`);
    this.code = code;
  }
}
