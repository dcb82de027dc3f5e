import { signUserSig } from '../../server/identity/user-sig.ts';
import { SelfHostedChat } from '../../widget/src/engine/self-hosted/driver.ts';
import type { WireCall } from '../../protocol/calls.ts';

/**
 * Signalling throughput: `pairs` one-to-one calls at once over loopback WebSockets (the widget's driver), each
 * caller placing call after call for `seconds`: invite → the callee's accept (on its 'invited' event) → hang-up,
 * which writes the call record. Returns the cycles done and the invite → accepted latencies.
 */
export interface SignallingResult {
  cycles: number;
  seconds: number;
  acceptMs: number[];
  cycleMs: number[];
  errors: number;
}

export async function measureSignalling(o: {
  serverUrl: string;
  secret: string;
  pairs: number;
  seconds: number;
}): Promise<SignallingResult> {
  const login = async (userID: string) => {
    const chat = new SelfHostedChat({ serverUrl: o.serverUrl, trackConversations: false, requestTimeoutMs: 60_000 });
    await chat.login({ userID, userSig: signUserSig(userID, o.secret, 3600) });
    return chat;
  };
  const callers: SelfHostedChat[] = [];
  const callees: SelfHostedChat[] = [];
  for (let i = 0; i < o.pairs; i++) {
    const [caller, callee] = await Promise.all([login(`sig_caller_${i}`), login(`sig_callee_${i}`)]);
    callee.on('onCallChanged', (e) => {
      const d = e.data as { action: string; call: WireCall };
      if (d.action === 'invited') void callee.acceptCall({ callID: d.call.callID }).catch(() => undefined);
    });
    callers.push(caller);
    callees.push(callee);
  }
  const result: SignallingResult = { cycles: 0, seconds: o.seconds, acceptMs: [], cycleMs: [], errors: 0 };
  const end = performance.now() + o.seconds * 1000;
  await Promise.all(
    callers.map(async (caller, i) => {
      const callee = `sig_callee_${i}`;
      while (performance.now() < end) {
        const t0 = performance.now();
        try {
          let accepted: () => void = () => undefined;
          const answered = new Promise<void>((resolve) => (accepted = resolve));
          const onChange = (e: { data: unknown }) => {
            if ((e.data as { action: string }).action === 'accepted') accepted();
          };
          caller.on('onCallChanged', onChange);
          const { call } = (await caller.startCall({ userIDList: [callee], type: 1 })).data;
          await answered;
          caller.off('onCallChanged', onChange);
          result.acceptMs.push(performance.now() - t0);
          await caller.hangUpCall({ callID: call.callID });
          result.cycleMs.push(performance.now() - t0);
          result.cycles++;
        } catch {
          result.errors++;
          await new Promise((r) => setTimeout(r, 100));
        }
      }
    }),
  );
  await Promise.all([...callers, ...callees].map((c) => c.destroy()));
  return result;
}
