import { useMemo, useSyncExternalStore } from 'react';
import type { ReactElement } from 'react';
import type { Message } from '../../engine/types.ts';
import { messageRendererFor, messageRenderersVersion, subscribeMessageRenderers } from '../../message-renderers.ts';
import type { CustomMessageContext } from '../../message-renderers.ts';
import { parseCustom } from '../lib/message-abstract.ts';

function contextOf(message: Message, locale: string): CustomMessageContext | null {
  const p = message.payload as { data?: unknown; description?: unknown; extension?: unknown };
  const data = parseCustom(p.data);
  if (!data || typeof data.businessID !== 'string') return null;
  return {
    businessID: data.businessID,
    data,
    description: typeof p.description === 'string' ? p.description : '',
    extension: typeof p.extension === 'string' ? p.extension : '',
    message: {
      ID: message.ID,
      conversationID: message.conversationID,
      from: message.from,
      nick: message.nick,
      time: message.time,
      flow: message.flow,
    },
    locale,
  };
}

/**
 * A custom message drawn by the renderer the host page registered for its businessID (message-renderers.ts),
 * or null when there is none or it declines (the widget's own bubble then shows it). Text is rendered as text;
 * a node is placed as the host built it.
 */
export function useHostRendered(message: Message, locale: string): ReactElement | null {
  // a renderer registered or replaced since: draw again
  const version = useSyncExternalStore(subscribeMessageRenderers, messageRenderersVersion, messageRenderersVersion);
  const result = useMemo(() => {
    const context = version >= 0 ? contextOf(message, locale) : null;
    const render = context && messageRendererFor(context.businessID);
    if (!context || !render) return null;
    try {
      return render(context);
    } catch (err) {
      console.warn('[hy-chat] custom message renderer failed', err);
      return null;
    }
  }, [message, locale, version]);
  if (typeof result === 'string') {
    return (
      <div className="hy-bubble-text" data-kind="host">
        {result}
      </div>
    );
  }
  if (typeof Node !== 'undefined' && result instanceof Node)
    return <div className="hy-card" data-kind="host" ref={(el) => void el?.replaceChildren(result)} />;
  return null;
}
