import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface Mail {
  to: string[];
  /** The raw message (headers and body), quoted-printable soft breaks removed. */
  data: string;
}

export interface LocalSmtp {
  port: number;
  mails: Mail[];
  close(): Promise<void>;
}

/**
 * A real SMTP server on loopback (no TLS, no auth) keeping every message it receives. With `refuseFirst`, the first
 * that many messages are refused with a temporary error (451), as a busy or greylisting mail server does.
 */
export async function startSmtp({ refuseFirst = 0 } = {}): Promise<LocalSmtp & { refused: () => number }> {
  const mails: Mail[] = [];
  let refused = 0;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
      stream.on('end', () => {
        if (refused < refuseFirst) {
          refused++;
          callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
          return;
        }
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address), data: data.replace(/=\r\n/g, '') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  return { port, mails, refused: () => refused, close: () => new Promise<void>((resolve) => smtp.close(() => resolve())) };
}
