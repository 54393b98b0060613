import { message as antMessage } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import { createContext, type ReactNode, useContext } from 'react';

const MessageContext = createContext<MessageInstance | null>(null);

/**
 * Toasts for everything, the login page included. antd's `App` would give the same through `App.useApp()`,
 * but it brings the modal and notification stacks along, which the login page never shows; the signed-in
 * frame adds `App` for those.
 */
export function MessageProvider({ api, children }: { api: MessageInstance; children: ReactNode }) {
  return <MessageContext.Provider value={api}>{children}</MessageContext.Provider>;
}

export function useMessage(): MessageInstance {
  const api = useContext(MessageContext);
  if (!api) throw new Error('useMessage is used outside MessageProvider');
  return api;
}

export const useMessageApi = antMessage.useMessage;
