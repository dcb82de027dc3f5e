import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Message } from '../../engine/types.ts';
import { useChat } from '../hooks/useChat.ts';
import { MessageResults } from './MessageResults.tsx';
import { SearchBar } from './SearchBar.tsx';
import { focusEntry } from './SearchEntry.tsx';
import { SearchTabs } from './SearchTabs.tsx';
import { TimeFilterBar } from './TimeFilterBar.tsx';
import { CONVERSATION_TABS, keywordsOf, searchRequest, type SearchTab, type TimeFilter } from './search-rules.ts';

/**
 * Search in one conversation (SPEC §2/§4), in place of its message list: keywords, tabs text/file/image-video/other,
 * the time filter, results by day; picking one leaves the search and scrolls the chat to it (it blinks).
 */
export function ConversationSearch({ conversationID, name }: { conversationID: string; name: string }) {
  const { t } = useTranslation('search');
  const chat = useChat();
  const [text, setText] = useState('');
  const [tab, setTab] = useState<SearchTab>('textMessage');
  const [time, setTime] = useState<TimeFilter>({ kind: 'all' });
  const [flush, setFlush] = useState(0);
  const boxRef = useRef<HTMLElement>(null);
  const close = () => {
    chat.search.inConversation = null;
    focusEntry(boxRef.current, 'conversation');
  };
  const pick = (m: Message) => {
    chat.search.inConversation = null;
    void chat.openMessage(conversationID, m.ID);
  };
  return (
    <section
      className="hy-search hy-search--conversation"
      aria-label={t('inConversationLabel', { name })}
      data-testid="conversation-search"
    >
      <SearchBar
        value={text}
        placeholder={t('conversationPlaceholder')}
        testId="conversation-search-input"
        onChange={setText}
        onEnter={() => setFlush((n) => n + 1)}
        onCancel={close}
      />
      <SearchTabs tabs={CONVERSATION_TABS} value={tab} onChange={setTab} />
      <TimeFilterBar value={time} onChange={setTime} />
      <div className="hy-search__body" role="tabpanel" aria-label={t(`tabs.${tab}`)}>
        <MessageResults
          request={searchRequest(text, tab, time, conversationID)}
          keywords={keywordsOf(text)}
          flushSignal={flush}
          onPick={pick}
        />
      </div>
    </section>
  );
}
