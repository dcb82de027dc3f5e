/**
 * Buttons that inject one message of each SPEC kind (common/demo-kinds.ts) into the conversation between the
 * current user and a peer: POST /demo/api/inject, which sends as the peer through the admin API's path (demo
 * mode only; the peer must be an account the admin API may send as: a partner user, or one IM_ADMIN_SEND_AS names).
 */
import { DEMO_KINDS } from '../common/demo-kinds.ts';
import { demoCall } from './sign-in.ts';
import { byId, onTexts, texts } from './texts.ts';

/** `recipient()`: the user signed in on the widget ('' when unknown); `changed()`: the peer was edited. */
export function setupInject(chat: HTMLElement, recipient: () => string, changed: () => void): { render(): void } {
  const peer = byId<HTMLInputElement>('inject-peer');
  const to = byId<HTMLElement>('inject-to');
  const status = byId<HTMLElement>('inject-status');
  const box = byId<HTMLElement>('inject-kinds');
  const buttons = DEMO_KINDS.map((kind) => {
    const button = document.createElement('button');
    button.type = 'button';
    button.dataset.kind = kind;
    button.addEventListener('click', () => void inject(kind));
    return button;
  });
  box.replaceChildren(...buttons);

  const render = () => {
    const me = recipient();
    to.textContent = me || texts().inject.nobody;
    for (const button of buttons) {
      button.textContent = texts().kind[button.dataset.kind as keyof ReturnType<typeof texts>['kind']];
      button.disabled = !me;
    }
  };

  async function inject(kind: string): Promise<void> {
    const me = recipient();
    const t = texts();
    const label = t.kind[kind as keyof typeof t.kind];
    status.textContent = `${t.inject.sending} ${label}`;
    try {
      await demoCall(chat, '/inject', { kind, from: peer.value.trim(), to: me });
      status.textContent = `${texts().inject.sent}${label}`;
    } catch (err) {
      status.textContent = `${texts().inject.failed}${(err as Error).message}`;
    }
  }

  peer.addEventListener('input', changed);
  byId<HTMLFormElement>('inject-form').addEventListener('submit', (event) => event.preventDefault());
  onTexts(render);
  return { render };
}
