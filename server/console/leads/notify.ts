import nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { LeadKind, LeadSource } from '../../../common/console/leads.ts';
import { LOCALES } from '../../../common/locale.ts';
import type { ConsoleConfig } from '../config.ts';
import { consoleText } from '../texts.ts';
import type { ConsoleLeadView } from '../tables.ts';
import { logPassFailure } from '../../db/connection-errors.ts';

/** A lead older than this when first seen (the server was down, or SMTP was set up later) is marked, not mailed. */
const MAX_AGE_MS = 24 * 3600_000;
const BATCH = 20;
/** A failed send is tried again after notifySeconds, then twice as long each time, at most this long. */
const MAX_RETRY_MS = 3600_000;

/**
 * E-mails the responsible team when a lead arrives (issue #16.2). The forms plugin only stores the row, so a
 * visitor's submission never waits for or fails with the mail: every few seconds the notifier claims the leads
 * nobody was told about (lead_state.notified_at, claimed atomically so several instances never send one twice)
 * and sends one message per lead in both languages. A failed send (SMTP down, a temporary refusal) gives the claim
 * back and is tried again with a growing delay (notifySeconds, doubled each time, at most an hour) until the lead is a
 * day old; the delays are kept by the instance that failed.
 */
export class LeadNotifier {
  readonly #db: Kysely<Database>;
  readonly #config: ConsoleConfig;
  readonly #log: FastifyBaseLogger;
  readonly #transport: Transporter;
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<void> | undefined;
  /** Leads whose last send failed: 'source-id' → attempts so far and when the next may start. */
  readonly #retries = new Map<string, { attempts: number; at: number }>();

  constructor(db: Kysely<Database>, config: ConsoleConfig & { smtpUrl: string }, log: FastifyBaseLogger) {
    this.#db = db;
    this.#config = config;
    this.#log = log;
    this.#transport = nodemailer.createTransport(config.smtpUrl);
  }

  start(): void {
    this.#timer = setInterval(() => void this.runOnce(), this.#config.notifySeconds * 1000);
    this.#timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.#timer);
    await this.#running;
    this.#transport.close();
  }

  /** One pass: claims and mails the leads not notified yet. */
  runOnce(): Promise<void> {
    this.#running ??= this.#pass()
      .catch((err: unknown) => logPassFailure(this.#log, 'lead notification pass failed', err))
      .finally(() => (this.#running = undefined));
    return this.#running;
  }

  async #pass(): Promise<void> {
    const leads = await this.#db
      .selectFrom('console_lead')
      .selectAll()
      .where('notified_at', 'is', null)
      .orderBy('created_at')
      .limit(BATCH + this.#retries.size)
      .execute();
    for (const lead of leads) {
      const key = `${lead.source}-${lead.id}`;
      const retry = this.#retries.get(key);
      if (retry && retry.at > Date.now()) continue;
      const claimed = await this.#db
        .insertInto('lead_state')
        .values({ source: lead.source, lead_id: lead.id, notified_at: new Date() })
        .onConflict((oc) =>
          oc.columns(['source', 'lead_id']).doUpdateSet({ notified_at: new Date() }).where('lead_state.notified_at', 'is', null),
        )
        .returning('lead_id')
        .executeTakeFirst();
      this.#retries.delete(key);
      if (!claimed || Date.now() - lead.created_at.getTime() > MAX_AGE_MS) continue;
      const to = lead.source === ('job' satisfies LeadSource) ? this.#config.notifyTo.jobs : this.#config.notifyTo.sales;
      if (to.length === 0) continue;
      try {
        await this.#transport.sendMail({ from: this.#config.mailFrom, to, ...this.#message(lead) });
        this.#log.info({ lead: key, to }, 'lead notification sent');
      } catch (err) {
        const attempts = (retry?.attempts ?? 0) + 1;
        const delay = Math.min(MAX_RETRY_MS, this.#config.notifySeconds * 1000 * 2 ** (attempts - 1));
        this.#log.error({ err, lead: key, attempts, retryInMs: delay }, 'lead notification could not be sent; will retry');
        this.#retries.set(key, { attempts, at: Date.now() + delay });
        await this.#release(lead);
      }
    }
  }

  /** Gives a claim back after a failed send, so this or another instance tries again. */
  async #release(lead: ConsoleLeadView): Promise<void> {
    await this.#db
      .updateTable('lead_state')
      .set({ notified_at: null })
      .where('source', '=', lead.source)
      .where('lead_id', '=', lead.id)
      .execute();
  }

  #message(lead: ConsoleLeadView): { subject: string; text: string } {
    const url = `${this.#config.consoleUrl.replace(/\/+$/, '')}/leads/${lead.source}-${lead.id}`;
    const parts = LOCALES.map((locale) => {
      const kind = consoleText(locale, `kind_${lead.kind as LeadKind}`);
      const params = {
        kind,
        name: lead.name,
        company: lead.company,
        phone: lead.phone,
        email: lead.email,
        summary: lead.summary,
        at: lead.created_at.toISOString(),
        url,
      };
      return { subject: consoleText(locale, 'notifySubject', params), text: consoleText(locale, 'notifyBody', params) };
    });
    return { subject: parts.map((p) => p.subject).join(' / '), text: parts.map((p) => p.text).join('\n\n----\n\n') };
  }
}
