import { isSdkAppId } from '../config.ts';
import { SelfHostedChat } from './self-hosted/driver.ts';
import type { ChatEngine } from './types.ts';

export interface EngineConfig {
  /** Our server (self-hosted driver). */
  serverUrl: string;
  /** When set (a Tencent Chat SDKAppID), the Tencent driver is used instead of our service. */
  sdkAppId?: string | number | undefined;
  language?: string;
}

/** The engine the widget talks to: Tencent when an SDKAppID is configured, else our self-hosted service. */
export async function createChatEngine(config: EngineConfig): Promise<ChatEngine> {
  if (isSdkAppId(config.sdkAppId)) {
    const { createTencentChat } = await import('./tencent/driver.ts');
    return createTencentChat(Number(config.sdkAppId));
  }
  return new SelfHostedChat({ serverUrl: config.serverUrl, ...(config.language ? { language: config.language } : {}) });
}
