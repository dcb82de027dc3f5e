import { createContext, useContext } from 'react';
import type { ChatController } from '../controller.ts';

/** The element's chat controller (engine + slices) for the screens inside the chat body. */
export const ChatContext = createContext<ChatController | null>(null);

export function useChat(): ChatController {
  const chat = useContext(ChatContext);
  if (!chat) throw new Error('useChat must be used inside the chat body');
  return chat;
}
