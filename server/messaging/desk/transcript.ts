import nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Locale } from '../../../common/locale.ts';
import { MESSAGE_TYPES } from '../../../protocol/model.ts';
import { brand } from '../../../common/brand.ts';
import { c2cKey } from '../messages/store.ts';
import type { ConversationRow } from './conversations.ts';
import { DeskError } from './errors.ts';
import { deskText } from './texts.ts';
import { textOfMessage } from './thread.ts';

/** A conversation's transcript is mailed at most once in this many seconds. */
export const TRANSCRIPT_EVERY_SECONDS = 300;
/** Messages a transcript holds at most (the latest ones). */
const TRANSCRIPT_MAX_MESSAGES = 1000;

export interface TranscriptMailSettings {
  /** SMTP_URL */
  smtpUrl: string;
  /** SMTP_FROM */
  from: string;
}

/** Sends visitors their transcripts by e-mail (nodemailer, SMTP_URL). */
export class TranscriptMailer {
  readonly #transport: Transporter;
  readonly #from: string;

  constructor(settings: TranscriptMailSettings) {
    this.#transport = nodemailer.createTransport(settings.smtpUrl);
    this.#from = settings.from;
  }

  async send(to: string, mail: { subject: string; text: string }): Promise<void> {
    await this.#transport.sendMail({ from: this.#from, to, subject: mail.subject, text: mail.text });
  }

  close(): void {
    this.#transport.close();
  }
}

function validZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone !== '';
  } catch {
    return false;
  }
}

/**
 * The conversation's messages between the visitor and the desk (never the staff's private notes) as a plain-text
 * mail in the visitor's language, times in their time zone when the widget reported one (else the desk's).
 */
export async function transcriptOf(
  db: Kysely<Database>,
  row: ConversationRow,
  locale: Locale,
  zones: { visitor: string; desk: string },
): Promise<{ subject: string; text: string }> {
  const since = Math.floor(new Date(row.created_at).getTime() / 1000);
  const messages = await db
    .selectFrom('im_message')
    .select(['sender', 'type', 'payload', 'time', 'revoked'])
    .where('conv_key', '=', c2cKey(row.inbox, row.visitor_id))
    .where('time', '>=', since)
    .orderBy('seq', 'desc')
    .limit(TRANSCRIPT_MAX_MESSAGES)
    .execute();
  const timeZone = validZone(zones.visitor) ? zones.visitor : zones.desk;
  const format = new Intl.DateTimeFormat(locale === 'en_US' ? 'en-GB' : 'zh-CN', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  });
  const lines = messages
    .filter((m) => !m.revoked)
    .reverse()
    .map((m) => {
      const who = deskText(locale, m.sender === row.visitor_id ? 'transcriptVisitor' : 'transcriptAgent');
      const name = typeof m.payload.fileName === 'string' ? m.payload.fileName : '';
      const body =
        m.type === MESSAGE_TYPES.IMAGE
          ? deskText(locale, 'transcriptImage')
          : m.type === MESSAGE_TYPES.FILE
            ? deskText(locale, 'transcriptFile', { name })
            : textOfMessage(m.type, m.payload);
      return `[${format.format(new Date(Number(m.time) * 1000))}] ${who}: ${body}`;
    });
  const started = format.format(new Date(row.created_at));
  return {
    subject: deskText(locale, 'transcriptSubject', { when: started, brand: brand[locale].name }),
    text: `${deskText(locale, 'transcriptIntro', { when: started, zone: timeZone })}\n\n${lines.join('\n')}\n`,
  };
}

/**
 * Marks the conversation's transcript as sent now unless one was sent within TRANSCRIPT_EVERY_SECONDS (429
 * transcriptTooSoon); atomic, so two requests at once send one mail. Returns the claim's previous value, to give
 * it back when the mail fails.
 */
export async function claimTranscript(db: Kysely<Database>, id: number, now: Date): Promise<Date | null> {
  const before = await db.selectFrom('desk_conversation').select('transcript_sent_at').where('id', '=', id).executeTakeFirst();
  const claimed = await db
    .updateTable('desk_conversation')
    .set({ transcript_sent_at: now })
    .where('id', '=', id)
    .where((eb) =>
      eb.or([
        eb('transcript_sent_at', 'is', null),
        eb('transcript_sent_at', '<=', new Date(now.getTime() - TRANSCRIPT_EVERY_SECONDS * 1000)),
      ]),
    )
    .returning('id')
    .executeTakeFirst();
  if (!claimed) throw new DeskError(429, 'transcriptTooSoon');
  return before?.transcript_sent_at ?? null;
}

export async function releaseTranscript(db: Kysely<Database>, id: number, previous: Date | null): Promise<void> {
  await db.updateTable('desk_conversation').set({ transcript_sent_at: previous }).where('id', '=', id).execute();
}
