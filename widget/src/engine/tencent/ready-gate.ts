import type { ChatSDK } from '@tencentcloud/chat';
import { ErrorCode, ImError } from '../../../../protocol/errors.ts';

/**
 * The library's rule: after `login`, only the calls that need no sign-in may run until it reports SDK_READY
 * (it refuses the others); after SDK_NOT_READY (connection lost) they wait again. This gate holds such calls:
 * they run once the library is ready, and are refused with 6014 (not logged in) when the user is signed out
 * (never logged in, logged out, or kicked out).
 */
export class ReadyGate {
  #state: 'out' | 'waiting' | 'ready' = 'out';
  #waiting = deferred();

  /** login is under way (or done, until SDK_READY): calls wait. */
  waiting(): void {
    if (this.#state === 'ready') this.#waiting = deferred();
    this.#state = 'waiting';
  }
  /** SDK_READY: waiting calls run. Ignored when signed out (a late event). */
  ready(): void {
    if (this.#state !== 'waiting') return;
    this.#state = 'ready';
    this.#waiting.resolve();
  }
  /** SDK_NOT_READY: calls wait again, unless signed out (the library sends it on logout too). */
  notReady(): void {
    if (this.#state === 'ready') this.waiting();
  }
  /** Logged out, kicked out, or login failed: waiting calls and later ones are refused. */
  out(): void {
    if (this.#state === 'waiting') this.#waiting.reject(new ImError(ErrorCode.NOT_LOGGED_IN));
    this.#waiting = deferred();
    this.#state = 'out';
  }
  whenReady(): Promise<void> {
    if (this.#state === 'ready') return Promise.resolve();
    if (this.#state === 'out') return Promise.reject(new ImError(ErrorCode.NOT_LOGGED_IN));
    return this.#waiting.promise;
  }
}

interface Deferred {
  promise: Promise<void>;
  resolve: () => void;
  reject: (err: Error) => void;
}

function deferred(): Deferred {
  let resolve: () => void = () => undefined;
  let reject: (err: Error) => void = () => undefined;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  promise.catch(() => undefined); // a refusal nobody waited for is not an unhandled rejection
  return { promise, resolve, reject };
}

/** The library's calls that need no sign-in (or are local): never held. */
const UNGATED: ReadonlySet<string> = new Set([
  'login',
  'logout',
  'destroy',
  'isReady',
  'getLoginUser',
  'on',
  'off',
  'registerPlugin',
  'setLogLevel',
  'getTotalUnreadMessageCount',
]);
const isUngated = (name: string) => UNGATED.has(name) || /^create\w*Message$/.test(name);

/** The library instance whose calls that need a sign-in wait for the gate (the others pass straight through). */
export function gatedSdk(sdk: ChatSDK, gate: ReadyGate): ChatSDK {
  return new Proxy(sdk, {
    get(target, name) {
      const value: unknown = Reflect.get(target, name, target);
      if (typeof value !== 'function') return value;
      const method = value as (...args: unknown[]) => unknown;
      if (typeof name !== 'string' || isUngated(name)) return method.bind(target);
      return (...args: unknown[]) => gate.whenReady().then(() => method.apply(target, args));
    },
  });
}
