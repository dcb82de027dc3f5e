import { connect } from 'node:net';
import type { Socket } from 'node:net';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { imBackends, useImServer } from './backends.ts';
import type { ImServer } from './im-helpers.ts';
import { until } from './im-helpers.ts';

const MB = 1024 * 1024;

/** A raw HTTP request to /im/upload whose body the test writes by hand; resolves the status line when it comes. */
function rawUpload(im: ImServer, userId: string, headers: string): { socket: Socket; status: Promise<string>; closed: Promise<void> } {
  const socket = connect(im.server.port, '127.0.0.1');
  socket.on('error', () => {});
  let text = '';
  const status = new Promise<string>((resolve) => {
    socket.on('data', (b: Buffer) => {
      text += b.toString('latin1');
      if (text.includes('\r\n')) resolve(text.slice(0, text.indexOf('\r\n')));
    });
  });
  const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  socket.write(
    `POST /im/upload HTTP/1.1\r\nhost: 127.0.0.1\r\nuserid: ${userId}\r\nusersig: ${im.sig(userId)}\r\n` +
      `content-type: multipart/form-data; boundary=XyZ\r\n${headers}\r\n`,
  );
  return { socket, status, closed };
}

const PART_HEAD =
  '--XyZ\r\ncontent-disposition: form-data; name="file"; filename="big.bin"\r\ncontent-type: application/octet-stream\r\n\r\n';

async function upload(im: ImServer, userId: string, blob: Blob, name = 'a.bin'): Promise<Response> {
  const form = new FormData();
  form.append('file', blob, name);
  return fetch(`${im.url}/im/upload`, { method: 'POST', body: form, headers: { userid: userId, usersig: im.sig(userId) } });
}

for (const backend of imBackends()) {
  describe(`upload size limit and cleanup (${backend.name})`, () => {
    const im = useImServer(backend, { IM_UPLOAD_GRACE_SECONDS: '3', IM_UPLOAD_SWEEP_SECONDS: '0.5' });

    it('answers 413 at once when Content-Length is over the limit, without reading the body', async () => {
      const started = Date.now();
      const req = rawUpload(im, 'ul_big', `content-length: ${101 * MB}\r\n`);
      req.socket.write(PART_HEAD + 'x'.repeat(64 * 1024));
      const status = await Promise.race([req.status, new Promise<string>((r) => setTimeout(() => r('no answer'), 3000))]);
      expect(status).toBe('HTTP/1.1 413 Payload Too Large');
      expect(Date.now() - started).toBeLessThan(3000);
      // the server closes the connection instead of reading the rest
      await Promise.race([req.closed, new Promise((_, j) => setTimeout(() => j(new Error('connection kept open')), 3000))]);
      req.socket.destroy();
    });

    it('cuts a chunked upload without Content-Length at the limit', { timeout: 60_000 }, async () => {
      const req = rawUpload(im, 'ul_chunked', 'transfer-encoding: chunked\r\n');
      const chunk = (s: Buffer | string) => `${Buffer.byteLength(s).toString(16)}\r\n${s.toString()}\r\n`;
      req.socket.write(chunk(PART_HEAD));
      const mb = 'y'.repeat(MB);
      let sent = 0;
      let answered = '';
      void req.status.then((s) => (answered = s));
      while (!answered && !req.socket.destroyed && sent < 200 * MB) {
        if (!req.socket.write(chunk(mb))) await Promise.race([new Promise((r) => req.socket.once('drain', r)), req.status, req.closed]);
        sent += MB;
      }
      expect(await req.status).toBe('HTTP/1.1 413 Payload Too Large');
      expect(sent).toBeLessThan(140 * MB);
      await Promise.race([req.closed, new Promise((_, j) => setTimeout(() => j(new Error('connection kept open')), 3000))]);
      req.socket.destroy();
    });

    it(
      'deletes an upload no message references after the grace period, with its variants, and keeps a sent one',
      { timeout: 30_000 },
      async () => {
        const dir = join(im.server.dataDir, 'im-files');
        const before = new Set(await readdir(dir));
        const jpeg = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#1a5090' } })
          .jpeg()
          .toBuffer();
        const orphan = (await (await upload(im, 'ul_ann', new Blob([new Uint8Array(jpeg)]), 'a.jpg')).json()) as { data: { uuid: string } };
        const ann = await im.client('ul_ann');
        await im.client('ul_bo');
        const sent = await ann.sendMessage(
          ann.createFileMessage({ to: 'ul_bo', conversationType: 'C2C', payload: { file: new Blob(['hello']) } }),
        );
        const kept = { data: sent.data.message.payload as { uuid: string; url: string } };
        const added = (await readdir(dir)).filter((f) => !before.has(f));
        expect(added).toHaveLength(4); // the image, its thumbnail and large variants, the text file

        await until(async () => (await fetch(`${im.url}/im/files/${orphan.data.uuid}`)).status === 404, 15_000, 'the orphan swept');
        await until(async () => (await readdir(dir)).filter((f) => !before.has(f)).length === 1, 5000, 'files removed');
        expect((await readdir(dir)).filter((f) => !before.has(f))).toEqual([kept.data.uuid]);
        const res = await fetch(`${im.url}${kept.data.url}`);
        expect([res.status, await res.text()]).toEqual([200, 'hello']);
      },
    );
  });
}
