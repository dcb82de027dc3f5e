import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../harness/database.ts';
import type { WireDeskMessage } from '../../../common/desk/wire.ts';
import type { RunningApp } from '../../helpers/app-server.ts';
import { startSmtp } from '../../helpers/smtp.ts';
import type { LocalSmtp, Mail } from '../../helpers/smtp.ts';
import { call, createStaff, signIn } from '../console/console-kit.ts';
import type { Staff } from '../console/console-kit.ts';
import { until } from '../messaging/im-helpers.ts';
import { conversationOf, post, startDesk, visitor } from './desk-kit.ts';
import type { Visitor } from './desk-kit.ts';

/** The agent's upload through the widget's path (POST /im/upload) with their own chat signature from the console. */
async function uploadAs(base: string, staff: Staff, bytes: Uint8Array<ArrayBuffer>, name: string, kind?: 'image') {
  const sig = await call<{ userId: string; userSig: string }>(base, 'GET', '/desk/chat-signature', { staff });
  const form = new FormData();
  form.append('file', new Blob([bytes]), name);
  const res = await fetch(`${base}/im/upload${kind ? '?kind=image' : ''}`, {
    method: 'POST',
    body: form,
    headers: { userid: sig.body.data.userId, usersig: sig.body.data.userSig, language: 'en_US' },
  });
  return { status: res.status, body: (await res.json()) as { code: number; data?: { uuid: string; kind: string } } };
}

/** A received mail's subject and text body, decoded (base64 or quoted-printable, encoded words). */
function decoded(mail: Mail): { subject: string; text: string } {
  const [head = '', ...rest] = mail.data.split('\r\n\r\n');
  const body = rest.join('\r\n\r\n');
  const bytes = (qp: string) =>
    Buffer.from(qp.replace(/=([0-9A-F]{2})/g, (_, h: string) => `%${h}`).replace(/%(?![0-9A-F]{2})/g, '%25'), 'utf8');
  const text = /content-transfer-encoding: base64/i.test(head)
    ? Buffer.from(body, 'base64').toString('utf8')
    : /quoted-printable/i.test(head)
      ? decodeURIComponent(bytes(body).toString('utf8'))
      : body;
  // the helper drops "=\r\n" (quoted-printable soft breaks), which also takes the end of a folded encoded word
  const subjectLine = /^subject: (.*)$/im.exec(head)?.[1] ?? '';
  const words = [...subjectLine.matchAll(/=\?utf-8\?B\?([A-Za-z0-9+/]*=*)\?/gi)].map((m) => Buffer.from(m[1]!, 'base64').toString('utf8'));
  const subject = words.length ? words.join('') : subjectLine;
  return { subject, text: text.replace(/\r\n/g, '\n') };
}

for (const target of testDatabases()) {
  describe(`desk attachments and the visitor's transcript on ${target.name}`, () => {
    let server: RunningApp;
    let smtp: LocalSmtp;
    let ann: Staff;
    const visitors: Visitor[] = [];

    beforeAll(async () => {
      smtp = await startSmtp();
      const database = await target.open();
      server = await startDesk(database, { presenceSeconds: 60 }, { smtpUrl: `smtp://127.0.0.1:${smtp.port}` });
      await createStaff(database, 'agent_ann', 'agent');
      await createStaff(database, 'agent_bob', 'agent');
      ann = await signIn(server.url, 'agent_ann');
    });
    afterAll(async () => {
      await Promise.all(visitors.map((v) => v.chat.destroy()));
      await server?.close();
      await smtp?.close();
    });

    it('sends an agent’s image and file through the checked upload path; the visitor and the thread see them', async () => {
      const v = await visitor(server.url, 'attach-visitor-1');
      visitors.push(v);
      await v.say('Can you send the drawing?');
      const conv = await conversationOf(server.url, ann, v.userId);

      const fake = await uploadAs(server.url, ann, new TextEncoder().encode('<svg>not really a png</svg>'), 'drawing.png', 'image');
      expect(fake.status).toBe(400);
      const exe = await uploadAs(server.url, ann, new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0, 0, 0, 4, 0]), 'setup.pdf');
      expect(exe.status).toBe(400);

      const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#0b57d0' } })
        .png()
        .toBuffer();
      const image = await uploadAs(server.url, ann, new Uint8Array(png), 'drawing.png', 'image');
      expect(image.status).toBe(200);
      const sent = await call(server.url, 'POST', `/desk/conversations/${conv.id}/messages`, {
        staff: ann,
        body: { file: image.body.data!.uuid },
      });
      expect(sent.status).toBe(200);
      const pdf = await uploadAs(server.url, ann, new TextEncoder().encode('%PDF-1.4 price list'), 'prices.pdf');
      expect(pdf.body.data!.kind).toBe('file');
      await call(server.url, 'POST', `/desk/conversations/${conv.id}/messages`, { staff: ann, body: { file: pdf.body.data!.uuid } });

      // another agent may not send ann's upload
      const bob = await signIn(server.url, 'agent_bob');
      const other = await call(server.url, 'POST', `/desk/conversations/${conv.id}/messages`, {
        staff: bob,
        body: { file: pdf.body.data!.uuid },
      });
      expect(other.status).toBe(404);

      await until(() => v.got.filter((m) => m.type === 'TIMImageElem' || m.type === 'TIMFileElem').length === 2);
      const gotImage = v.got.find((m) => m.type === 'TIMImageElem')!;
      expect(gotImage.payload).toMatchObject({ url: `/im/files/${image.body.data!.uuid}`, width: 40, height: 30 });
      const gotFile = v.got.find((m) => m.type === 'TIMFileElem')!;
      expect(gotFile.payload).toMatchObject({ fileName: 'prices.pdf' });
      const served = await fetch(`${server.url}/im/files/${image.body.data!.uuid}`);
      expect(served.headers.get('content-type')).toBe('image/png');

      const thread = await call<WireDeskMessage[]>(server.url, 'GET', `/desk/conversations/${conv.id}/messages`, { staff: ann });
      const files = thread.body.data.filter((m) => m.file);
      expect(files.map((m) => [m.side, m.file!.image, m.file!.name]).sort()).toEqual([
        ['agent', false, 'prices.pdf'],
        ['agent', true, ''],
      ]);
    });

    it('mails the visitor their transcript in their language, rate-limited, and to nobody else', async () => {
      const v = await visitor(server.url, 'transcript-visitor-zh', 'zh_CN');
      visitors.push(v);
      await v.say('我想咨询主机大修的报价');
      const conv = await conversationOf(server.url, ann, v.userId);
      await call(server.url, 'POST', `/desk/conversations/${conv.id}/notes`, { staff: ann, body: { body: 'SECRET internal note' } });
      await call(server.url, 'POST', `/desk/conversations/${conv.id}/messages`, {
        staff: ann,
        body: { text: '您好，请提供船名和主机型号' },
      });
      await call(server.url, 'POST', `/desk/conversations/${conv.id}/state`, { staff: ann, body: { state: 'resolved' } });
      const me = { userId: v.userId, userSig: v.userSig };

      const bad = await post(server.url, '/api/desk/transcript', { ...me, email: 'not-an-address' }, 'zh_CN');
      expect(bad.status).toBe(400);
      expect(bad.body.msg).toBe('请填写有效的邮箱地址');
      // a stranger: a valid visitor of their own without a conversation, and one who forges this visitor's identity
      const stranger = await post(server.url, '/platformUser/anonymity/owChat', { onlyKey: 'transcript-stranger' });
      const { useSigVO } = stranger.body.data as { useSigVO: { useSig: string; userId: string } };
      const theirs = await post(server.url, '/api/desk/transcript', {
        userId: useSigVO.userId,
        userSig: useSigVO.useSig,
        email: 'x@evil.test',
      });
      expect(theirs.status).toBe(404);
      const forged = await post(server.url, '/api/desk/transcript', { userId: v.userId, userSig: useSigVO.useSig, email: 'x@evil.test' });
      expect(forged.status).toBe(401);
      expect(smtp.mails).toHaveLength(0);

      const okay = await post(server.url, '/api/desk/transcript', { ...me, email: 'li.lei@example.com' }, 'zh_CN');
      expect(okay.status).toBe(200);
      expect(smtp.mails).toHaveLength(1);
      const mail = smtp.mails[0]!;
      expect(mail.to).toEqual(['li.lei@example.com']);
      const { subject, text } = decoded(mail);
      expect(subject).toContain('客服的聊天记录');
      expect(text).toContain('您: 我想咨询主机大修的报价');
      expect(text).toContain('客服: 您好，请提供船名和主机型号');
      expect(text).toContain('Europe/Berlin');
      expect(text).not.toContain('SECRET');

      const again = await post(server.url, '/api/desk/transcript', { ...me, email: 'li.lei@example.com' }, 'en_US');
      expect(again.status).toBe(429);
      expect(again.body.msg).toBe('The transcript was sent a moment ago; try again later');
      expect(smtp.mails).toHaveLength(1);
    });

    it('writes an English visitor’s transcript in English', async () => {
      const v = await visitor(server.url, 'transcript-visitor-en', 'en_US');
      visitors.push(v);
      await v.say('Hello, I need a quote');
      const conv = await conversationOf(server.url, ann, v.userId);
      await call(server.url, 'POST', `/desk/conversations/${conv.id}/messages`, { staff: ann, body: { text: 'Sure, which vessel?' } });
      const sent = await post(server.url, '/api/desk/transcript', { userId: v.userId, userSig: v.userSig, email: 'jane@example.com' });
      expect(sent.status).toBe(200);
      const mail = decoded(smtp.mails.find((m) => m.to.includes('jane@example.com'))!);
      expect(mail.subject).toContain('Your chat with SeaLink Marine customer service');
      expect(mail.text).toContain('You: Hello, I need a quote');
      expect(mail.text).toContain('Customer service: Sure, which vessel?');
    });
  });
}
