import { sql } from 'kysely';
import type { RawBuilder } from 'kysely';
import { conversationToken, searchTokens } from './search-tokens.ts';

/** im_message.search_tokens of a message, as SQL: array_to_tsvector of search-tokens.ts's words and its conversation's token. */
export function tokensValue(searchText: string, convKey: string): RawBuilder<string> {
  return sql<string>`array_to_tsvector(${sql.val([...searchTokens(searchText), conversationToken(convKey)])}::text[])`;
}
