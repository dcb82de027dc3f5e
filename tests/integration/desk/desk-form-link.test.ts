import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../harness/database.ts';
import type { WireVisitor } from '../../../common/desk/wire.ts';
import type { DatabaseHandle } from '../../../server/db/index.ts';
import type { RunningApp } from '../../helpers/app-server.ts';
import { call, createStaff, signIn } from '../console/console-kit.ts';
import type { Staff } from '../console/console-kit.ts';
import { pdfFile } from '../../fixtures/resume-files.ts';
import { conversationOf, post, startDesk, visitor } from './desk-kit.ts';
import type { Visitor } from './desk-kit.ts';

const enquiry = {
  category: 'other',
  company: 'Blue Fleet Shipping',
  name: 'Li Wei',
  phone: '13800138000',
  email: 'li.wei@bluefleet.test',
  requirement: 'Ballast pump overhaul',
  website: '',
};

/** A site form sent with the browser's chat identity key shows its details beside that visitor's chat in the desk. */
for (const target of testDatabases()) {
  describe(`desk visitor context from site forms on ${target.name}`, () => {
    let server: RunningApp;
    let ann: Staff;
    let database: DatabaseHandle;
    const visitors: Visitor[] = [];

    beforeAll(async () => {
      database = await target.open();
      server = await startDesk(database, { presenceSeconds: 60 });
      await createStaff(database, 'agent_ann', 'agent');
      ann = await signIn(server.url, 'agent_ann');
      await call(server.url, 'POST', '/desk/presence', { staff: ann });
    });
    afterAll(async () => {
      await Promise.all(visitors.map((v) => v.chat.destroy()));
      await server?.close();
    });

    const contextOf = async (v: Visitor) => {
      const conv = await conversationOf(server.url, ann, v.userId);
      const res = await call<{ visitor: WireVisitor }>(server.url, 'GET', `/desk/conversations/${conv.id}`, { staff: ann });
      expect(res.status).toBe(200);
      return res.body.data.visitor;
    };
    /** The leads inbox's row a link names. */
    const lead = (ref: string) => {
      const [source, id] = ref.split('-');
      return database.db
        .selectFrom('console_lead')
        .select(['kind', 'name', 'email'])
        .where('source', '=', source!)
        .where('id', '=', Number(id))
        .executeTakeFirst();
    };

    it('an enquiry sent before the chat gives the visitor its name, e-mail, phone and company and links the lead', async () => {
      const sent = await post(server.url, '/api/enquiries', { ...enquiry, onlyKey: 'form-browser-0001' });
      expect(sent.status).toBe(200);
      const v = await visitor(server.url, 'form-browser-0001');
      visitors.push(v);
      await v.say('I sent you an enquiry');
      const context = await contextOf(v);
      expect(context).toMatchObject({
        name: 'Li Wei',
        email: 'li.wei@bluefleet.test',
        phone: '13800138000',
        company: 'Blue Fleet Shipping',
      });
      expect(context.leadRef).toMatch(/^enquiry-\d+$/);
      expect(await lead(context.leadRef!)).toEqual({ kind: 'enquiry', name: 'Li Wei', email: 'li.wei@bluefleet.test' });
    });

    it('a later request or job application from the same browser updates the details and the link; other browsers are untouched', async () => {
      const v = await visitor(server.url, 'form-browser-0002');
      const other = await visitor(server.url, 'form-browser-0003');
      visitors.push(v, other);
      await v.say('Hello');
      await other.say('Hello too');
      const demo = { company: 'Harbour Tugs', customerName: 'Chen Jing', phone: '', email: 'chen@tugs.test', website: '' };
      expect((await post(server.url, '/api/demo-video-requests', { ...demo, onlyKey: 'form-browser-0002' })).status).toBe(200);
      let context = await contextOf(v);
      expect(context).toMatchObject({ name: 'Chen Jing', email: 'chen@tugs.test', phone: '', company: 'Harbour Tugs' });
      expect(await lead(context.leadRef!)).toEqual({ kind: 'demoVideo', name: 'Chen Jing', email: 'chen@tugs.test' });

      const form = new FormData();
      for (const [k, value] of Object.entries({
        name: 'Chen Jing',
        mobile: '13900139000',
        currentCity: 'Qingdao',
        preferredCity: 'qingdao',
        website: '',
      }))
        form.append(k, value);
      form.append('resume', new Blob([new Uint8Array(pdfFile())]), 'cv.pdf');
      form.append('onlyKey', 'form-browser-0002');
      const applied = await fetch(`${server.url}/api/job-applications`, { method: 'POST', body: form, headers: { language: 'en_US' } });
      expect(applied.status).toBe(200);
      context = await contextOf(v);
      // the phone is the application's; the e-mail and company it does not ask for stay
      expect(context).toMatchObject({ name: 'Chen Jing', email: 'chen@tugs.test', phone: '13900139000', company: 'Harbour Tugs' });
      expect(await lead(context.leadRef!)).toMatchObject({ kind: 'jobApplication', name: 'Chen Jing' });

      const untouched = await contextOf(other);
      expect(untouched).toMatchObject({ name: '', email: '', phone: '', company: '', leadRef: null });
    });

    it('a refused, honeypot or keyless submission links nothing, and a bad key does not fail the form', async () => {
      const v = await visitor(server.url, 'form-browser-0004');
      visitors.push(v);
      await v.say('Hi');
      expect((await post(server.url, '/api/enquiries', { ...enquiry, email: 'not-an-email', onlyKey: 'form-browser-0004' })).status).toBe(
        400,
      );
      expect(
        (await post(server.url, '/api/enquiries', { ...enquiry, website: 'http://spam.test', onlyKey: 'form-browser-0004' })).status,
      ).toBe(200);
      expect((await post(server.url, '/api/enquiries', { ...enquiry, onlyKey: 'bad key!' })).status).toBe(200);
      expect((await post(server.url, '/api/enquiries', { ...enquiry, onlyKey: 42 })).status).toBe(200);
      expect(await contextOf(v)).toMatchObject({ name: '', email: '', leadRef: null });
    });
  });
}
