import type { FastifyBaseLogger, FastifyRequest } from 'fastify';

/** At most one warning line per window for client protocol errors (an oversized frame, a bad opcode, ...). */
const WARN_WINDOW_MS = 10_000;

interface SocketLike {
  terminate(): void;
}

/**
 * The WebSocket plugin's errorHandler. A client's protocol fault (the `ws` library's WS_ERR_* codes: a frame over
 * maxPayload, an invalid frame) is the client's problem, not the server's: one short warn line per
 * WARN_WINDOW_MS with the count since the last one, no stack. Anything else is logged as an error, as before.
 * Either way the socket is dropped (the client reconnects and catches up with sync).
 */
export function socketErrorHandler(log: FastifyBaseLogger, now: () => number = Date.now) {
  let windowStart = -Infinity;
  let suppressed = 0;
  return (error: Error, socket: SocketLike, request: FastifyRequest): void => {
    const code = (error as { code?: unknown }).code;
    if (typeof code === 'string' && code.startsWith('WS_ERR_')) {
      const t = now();
      if (t - windowStart >= WARN_WINDOW_MS) {
        log.warn({ code, reason: error.message, ip: request.ip, suppressed }, 'websocket client error, socket dropped');
        windowStart = t;
        suppressed = 0;
      } else suppressed++;
    } else request.log.error(error);
    socket.terminate();
  };
}
