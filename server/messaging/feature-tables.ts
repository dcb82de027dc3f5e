import type { Generated } from 'kysely';

/** Tables of migration 052_messaging_features (kept apart from tables.ts, which belongs to the commit path). */
export interface ImFileVariantTable {
  file_id: string;
  /** imageInfoArray type: 1 thumbnail, 2 large (0, the original, is the file itself). */
  type: number;
  variant_id: string;
}
export interface ImMessageEditTable {
  message_id: number;
  version: number;
  editor: string;
  edited_at: Generated<Date>;
}
export interface ImConversationDraftTable {
  user_id: string;
  conversation_id: string;
  draft_text: string;
  updated_at: Generated<Date>;
}
export interface ImGroupAttributeTable {
  group_id: string;
  key: string;
  value: string;
}
export interface ImStatusSubscriptionTable {
  subscriber: string;
  target: string;
  created_at: Generated<Date>;
}

export interface MessagingFeatureTables {
  im_file_variant: ImFileVariantTable;
  im_message_edit: ImMessageEditTable;
  im_conversation_draft: ImConversationDraftTable;
  im_group_attribute: ImGroupAttributeTable;
  im_status_subscription: ImStatusSubscriptionTable;
}
