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

/** A real SMTP server on loopback (no TLS, no auth) keeping every message it receives. */
export async function startSmtp(): Promise<LocalSmtp> {
  const mails: Mail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
      stream.on('end', () => {
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address), data: data.replace(/=\r\n/g, '') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  return { port, mails, close: () => new Promise<void>((resolve) => smtp.close(() => resolve())) };
}
