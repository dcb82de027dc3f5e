import { ErrorCode, ImError } from '../../../../protocol/errors.ts';
import type { CallConfig, CallEntry, CallSignal, IceServer, WireCall } from '../../../../protocol/calls.ts';
import type { CallEngine, ChatResponse } from '../types.ts';

type R<T = object> = Promise<ChatResponse<T>>;

function notSupported(): Promise<never> {
  return Promise.reject(new ImError(ErrorCode.CALLS_NOT_SUPPORTED));
}

/**
 * Calls on the Tencent driver: Tencent's calls are TUICallKit's (TRTC media, signalling through the
 * tsignaling plugin), neither of which the widget bundles, so every call op rejects with CALLS_NOT_SUPPORTED
 * (60007) and the UI hides the call buttons. Call records TUICallKit writes (businessID 1, 'av_call') still arrive
 * as custom messages and show like ours, since our server writes the same shape (server/messaging/calls/records.ts).
 */
export abstract class TencentCalls implements CallEngine {
  getCallConfig(): R<CallConfig> {
    return notSupported();
  }
  startCall(_o: { userIDList: string[]; type: number; groupID?: string }): R<CallEntry> {
    return notSupported();
  }
  acceptCall(_o: { callID: string }): R<CallEntry> {
    return notSupported();
  }
  rejectCall(_o: { callID: string }): R<{ call: WireCall }> {
    return notSupported();
  }
  cancelCall(_o: { callID: string }): R<{ call: WireCall }> {
    return notSupported();
  }
  hangUpCall(_o: { callID: string }): R<{ call: WireCall }> {
    return notSupported();
  }
  joinCall(_o: { callID: string }): R<CallEntry> {
    return notSupported();
  }
  switchCallToAudio(_o: { callID: string }): R<{ call: WireCall }> {
    return notSupported();
  }
  resumeCall(_o: { callID: string }): R<CallEntry> {
    return notSupported();
  }
  getCallIceServers(_o: { callID: string }): R<{ iceServers: IceServer[] }> {
    return notSupported();
  }
  sendCallSignal(_o: CallSignal & { to: string }): R {
    return notSupported();
  }
  getCallList(_o: { groupID?: string }): R<{ callList: WireCall[] }> {
    return notSupported();
  }
}
