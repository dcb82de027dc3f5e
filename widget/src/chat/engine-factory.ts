import type { WidgetConfig } from '../config.ts';
import { createChatEngine } from '../engine/create.ts';
import type { ChatEngine } from '../engine/types.ts';

/** The engine for this element: our self-hosted service, or Tencent Chat when engine="tencent" with an SDKAppID. */
export function engineFor(config: WidgetConfig): Promise<ChatEngine> {
  return createChatEngine({
    serverUrl: config.serverUrl,
    sdkAppId: config.engine === 'tencent' ? config.sdkAppId : undefined,
    language: config.locale,
  });
}
