import { describe, expect, it } from 'vitest';
import { startServerProcess } from '../../../harness/server-process.ts';
import { loadConfig } from '../../../server/config.ts';
import { DEMO_KINDS } from '../../../common/demo-kinds.ts';
import { SelfHostedChat } from '../../../widget/src/engine/self-hosted/driver.ts';
import { EVENT } from '../../../widget/src/engine/types.ts';
import { imBackends, useImServer } from '../messaging/backends.ts';
import { collectMessages, until } from '../messaging/im-helpers.ts';
import type { ImServer } from '../messaging/im-helpers.ts';

/**
 * The demo page's server routes (server/demo/): only with DEMO_MODE, never in production; a partner user's
 * signature made by the admin API's path, and every SPEC message kind injected into a conversation.
 */
interface Answer {
  ActionStatus: 'OK' | 'FAIL';
  ErrorCode: number;
  ErrorInfo: string;
  [extra: string]: unknown;
}

async function post(url: string, path: string, body: unknown, language = 'en_US') {
  const res = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', language },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json().catch(() => null)) as Answer | null };
}

describe('DEMO_MODE refused in production', () => {
  it('loadConfig throws, and the server process exits without listening', async () => {
    expect(() => loadConfig({ DEMO_MODE: '1', NODE_ENV: 'production' })).toThrow(/DEMO_MODE/);
    expect(loadConfig({ DEMO_MODE: '1', NODE_ENV: 'development' }).demoMode).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).demoMode).toBe(false);
    await expect(startServerProcess({ DEMO_MODE: '1', NODE_ENV: 'production' })).rejects.toThrow(/DEMO_MODE must not be set/);
  });
});

for (const backend of imBackends()) {
  describe(`demo routes without DEMO_MODE (${backend.name})`, () => {
    const im = useImServer(backend, { DEMO_MODE: '' });
    it('answer 404', async () => {
      expect((await post(im.url, '/demo/api/partner-user', { userId: 'demo_user' })).status).toBe(404);
      expect((await post(im.url, '/demo/api/inject', { kind: 'text', from: 'demo_peer', to: 'demo_user' })).status).toBe(404);
    });
  });

  describe(`demo routes with DEMO_MODE=1 (${backend.name})`, () => {
    const im: ImServer = useImServer(backend, { DEMO_MODE: '1' });

    async function partner(userId: string): Promise<SelfHostedChat> {
      const r = await post(im.url, '/demo/api/partner-user', { userId });
      expect(r.body).toMatchObject({ ActionStatus: 'OK', UserID: userId });
      const chat = new SelfHostedChat({ serverUrl: im.url, baseDelayMs: 50, maxDelayMs: 500 });
      await chat.login({ userID: userId, userSig: r.body!.UserSig as string });
      return chat;
    }

    it('signs in a partner user, and refuses staff and service accounts in the caller’s language', async () => {
      const chat = await partner('demo_signin_user');
      await chat.destroy();
      const service = await post(im.url, '/demo/api/partner-user', { userId: 'sealink_service' }, 'zh_CN');
      expect(service.body).toMatchObject({ ActionStatus: 'FAIL', ErrorCode: 70403 });
      expect(service.body!.ErrorInfo).toMatch(/员工或客服账号/);
      const bad = await post(im.url, '/demo/api/partner-user', { userId: 'bad id!' });
      expect(bad.body).toMatchObject({ ActionStatus: 'FAIL', ErrorCode: 10004 });
    });

    it('injects every SPEC message kind from a peer into the user’s conversation', async () => {
      const me = await partner('demo_inject_user');
      const got = collectMessages(me);
      for (const kind of DEMO_KINDS) {
        const r = await post(im.url, '/demo/api/inject', { kind, from: 'demo_inject_peer', to: 'demo_inject_user' }, 'zh_CN');
        expect({ kind, body: r.body }).toMatchObject({ kind, body: { ActionStatus: 'OK' } });
      }
      await until(() => got.length === DEMO_KINDS.length, 10_000, 'every injected message');
      const types = got.map((m) => (m as unknown as { type: string }).type);
      expect(new Set(types)).toEqual(
        new Set([
          'TIMTextElem',
          'TIMImageElem',
          'TIMFileElem',
          'TIMSoundElem',
          'TIMVideoFileElem',
          'TIMLocationElem',
          'TIMFaceElem',
          'TIMRelayElem',
          'TIMCustomElem',
        ]),
      );
      expect(got.every((m) => m.from === 'demo_inject_peer' && m.conversationID === 'C2Cdemo_inject_peer')).toBe(true);
      expect(got[0]!.payload.text).toBe('演示消息：一段文本。');
      // media went through the server's own checks: an image with its variants, the file as its uploaded name
      const image = got.find((m) => (m as unknown as { type: string }).type === 'TIMImageElem')!;
      expect(image.payload).toMatchObject({ width: 480, height: 300, imageFormat: 3 });
      const file = await fetch(`${im.url}${String(image.payload.url)}`);
      expect(file.headers.get('content-type')).toBe('image/png');
      await me.destroy();
    });

    it('shows the engine’s socket frames to a debug listener (the demo’s frame log), never a signature', async () => {
      const sig = (await post(im.url, '/demo/api/partner-user', { userId: 'demo_frames_user' })).body!.UserSig as string;
      const chat = new SelfHostedChat({ serverUrl: im.url, baseDelayMs: 50, maxDelayMs: 500 });
      const frames: {
        direction: string;
        frame: { op?: string; ev?: string; id?: number; code?: number; data?: Record<string, unknown> };
      }[] = [];
      const listener = ({ data }: { data: unknown }) => frames.push(data as (typeof frames)[number]);
      chat.on(EVENT.DEBUG_FRAME, listener);
      await chat.login({ userID: 'demo_frames_user', userSig: sig });
      const login = frames.find((f) => f.direction === 'out' && f.frame.op === 'login');
      expect(login?.frame.data).toMatchObject({ userID: 'demo_frames_user', userSig: '…' });
      expect(JSON.stringify(frames)).not.toContain(sig);
      expect(frames.find((f) => f.direction === 'in' && f.frame.id === login!.frame.id)?.frame.code).toBe(0);
      await post(im.url, '/demo/api/inject', { kind: 'text', from: 'demo_frames_peer', to: 'demo_frames_user' });
      await until(() => frames.some((f) => f.direction === 'in' && f.frame.ev === 'message'), 5000, 'the message event frame');
      chat.off(EVENT.DEBUG_FRAME, listener);
      const seen = frames.length;
      await post(im.url, '/demo/api/inject', { kind: 'face', from: 'demo_frames_peer', to: 'demo_frames_user' });
      await new Promise((r) => setTimeout(r, 300));
      expect(frames.length).toBe(seen);
      await chat.destroy();
    });

    it('sends only as the admin API may: not as the customer-service inbox', async () => {
      const r = await post(im.url, '/demo/api/inject', { kind: 'text', from: 'sealink_service', to: 'demo_inject_user' });
      expect(r.body).toMatchObject({ ActionStatus: 'FAIL', ErrorCode: 70403 });
      const bad = await post(im.url, '/demo/api/inject', { kind: 'nonsense', from: 'demo_peer', to: 'demo_user' });
      expect(bad.body).toMatchObject({ ActionStatus: 'FAIL', ErrorCode: 10004 });
    });
  });
}
