import type { ColumnType, Generated } from 'kysely';

/** Messaging tables (migration 050_messaging). bigint columns come back as numbers. */
type Json = ColumnType<Record<string, unknown>, string, string>;

export interface ImAccountTable {
  user_id: string;
  nick: Generated<string>;
  avatar: Generated<string>;
  self_signature: Generated<string>;
  password_hash: string | null;
  is_staff: Generated<boolean>;
  created_at: Generated<Date>;
  /** Raised to revoke every signature issued before (migration 091, people/credentials.ts). */
  sig_epoch: Generated<number>;
  /** Tencent's Gender_Type_Unknown / Female / Male (migration 097). */
  gender: Generated<string>;
  /** yyyymmdd, 0 when not given (migration 097). */
  birthday: Generated<number>;
}
export interface ImConversationTable {
  conv_key: string;
  type: string;
  last_seq: Generated<number>;
  /** A participant's im_user_conversation row may be hidden or missing: the next message shows them (migration 065). */
  hidden_rows: Generated<boolean>;
  updated_at: Generated<Date>;
}
export interface ImMessageTable {
  id: Generated<number>;
  conv_key: string;
  seq: number;
  client_id: string;
  sender: string;
  receiver: string;
  conversation_type: string;
  type: string;
  payload: Json;
  search_text: Generated<string>;
  /** search-tokens.ts's words of search_text as a tsvector (migration 069); written as SQL, never read back. */
  search_tokens: Generated<string>;
  cloud_custom_data: Generated<string>;
  at_users: ColumnType<string[], string[] | undefined, string[]>;
  need_read_receipt: Generated<boolean>;
  time: number;
  revoked: Generated<boolean>;
  revoker: Generated<string>;
  /** Let through by the before-send callback flagged as risky (migration 096). */
  risky: Generated<boolean>;
}
export interface ImUserConversationTable {
  user_id: string;
  conversation_id: string;
  conv_key: string;
  read_seq: Generated<number>;
  cleared_seq: Generated<number>;
  pinned: Generated<boolean>;
  muted: Generated<boolean>;
  hidden: Generated<boolean>;
  updated_at: Generated<Date>;
}
export interface ImUserCursorTable {
  user_id: string;
  last_seq: Generated<number>;
}
export interface ImEventTable {
  user_id: string;
  seq: number;
  kind: string;
  message_id: number | null;
  body: Json;
  created_at: Generated<Date>;
}
export interface ImMessageReadTable {
  message_id: number;
  user_id: string;
  read_at: Generated<Date>;
}
export interface ImMessageReactionTable {
  message_id: number;
  reaction_id: string;
  user_id: string;
}
/** deleteMessage: one row per message a user hid for themselves. */
export interface ImMessageDeletionTable {
  user_id: string;
  message_id: number;
  deleted_at: Generated<Date>;
}
export interface ImGroupTable {
  group_id: string;
  type: string;
  name: string;
  avatar: Generated<string>;
  introduction: Generated<string>;
  notification: Generated<string>;
  owner_id: string;
  join_option: string;
  mute_all: Generated<boolean>;
  is_support_topic: Generated<boolean>;
  dismissed: Generated<boolean>;
  created_at: Generated<Date>;
}
export interface ImGroupMemberTable {
  group_id: string;
  user_id: string;
  role: string;
  mute_until: Generated<number>;
  joined_at: Generated<Date>;
}
export interface ImGroupApplicationTable {
  id: Generated<number>;
  group_id: string;
  applicant: string;
  application_type: Generated<number>;
  wording: Generated<string>;
  status: Generated<string>;
  created_at: Generated<Date>;
}
export interface ImFriendTable {
  user_id: string;
  friend_id: string;
  remark: Generated<string>;
  added_at: Generated<Date>;
}
export interface ImFriendApplicationTable {
  from_id: string;
  to_id: string;
  wording: Generated<string>;
  source: Generated<string>;
  remark: Generated<string>;
  unread: Generated<boolean>;
  created_at: Generated<Date>;
}
export interface ImBlacklistTable {
  user_id: string;
  blocked_id: string;
}
export interface ImFileTable {
  id: string;
  owner_id: string;
  name: string;
  size: number;
  mime: string;
  kind: string;
  width: Generated<number>;
  height: Generated<number>;
  image_format: Generated<number>;
  created_at: Generated<Date>;
  /** Set when a message is sent with the file (066); uploads never sent are swept after a grace period. */
  referenced: Generated<boolean>;
}

export interface MessagingTables {
  im_account: ImAccountTable;
  im_conversation: ImConversationTable;
  im_message: ImMessageTable;
  im_user_conversation: ImUserConversationTable;
  im_user_cursor: ImUserCursorTable;
  im_event: ImEventTable;
  im_message_read: ImMessageReadTable;
  im_message_reaction: ImMessageReactionTable;
  im_message_deletion: ImMessageDeletionTable;
  im_group: ImGroupTable;
  im_group_member: ImGroupMemberTable;
  im_group_application: ImGroupApplicationTable;
  im_friend: ImFriendTable;
  im_friend_application: ImFriendApplicationTable;
  im_blacklist: ImBlacklistTable;
  im_file: ImFileTable;
}
