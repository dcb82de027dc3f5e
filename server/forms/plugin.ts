import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { ApiError, ok } from '../http/envelope.ts';
import { requestLocale } from '../http/locale.ts';
import { badTextError } from '../http/text-guard.ts';
import { hasBadChar } from '../../protocol/validate.ts';
import { translate } from '../i18n/messages.ts';
import { FORM_PATHS } from '../../common/form-paths.ts';
import { ONLY_KEY_PATTERN } from '../../common/chat-visitor-key.ts';
import { leadRef } from '../../common/console/leads.ts';
import {
  RESUME_MAX_BYTES,
  SALES_REQUEST_KINDS,
  validateApplicant,
  validateEnquiry,
  validateSalesRequest,
} from '../../common/form-rules.ts';
import type { EnquiryCategory, RuleError } from '../../common/form-rules.ts';
import type { JobCity } from '../content/constants.ts';
import { honeypotFilled, rejectFailures, textFields } from './rules.ts';
import { detectResumeType } from './resume-type.ts';
import { ResumeStore } from './resume-store.ts';

export interface FormsOptions {
  db: Kysely<Database>;
  uploadsDir: string;
  /** Submissions per IP per minute, shared by every form route. */
  perMinute: number;
  /**
   * A stored submission sent with the browser's chat identity key (`onlyKey`, as owChat takes it): the desk links
   * the lead to that chat visitor. Its failure is logged and never fails the submission.
   */
  onVisitorLead?: (onlyKey: string, lead: VisitorLead) => Promise<void>;
}

/** What a submission tells about the visitor, and the lead it became (common/console/leads.ts leadRef). */
export interface VisitorLead {
  leadRef: string;
  name: string;
  email: string;
  phone: string;
  company: string;
}

const JSON_BODY_LIMIT = 16 * 1024;
const jsonBody = { type: 'object', maxProperties: 20 } as const;

/**
 * The site's forms (SPEC §3/§5/§8): enquiry, sales-agent application, demo-video and energy-efficiency trial
 * requests (JSON), and the job application with its resume (multipart). A rejected request stores nothing;
 * an accepted one stores the row and the file together. A filled honeypot gets the success answer and is dropped.
 */
export async function formsPlugin(app: FastifyInstance, opts: FormsOptions): Promise<void> {
  const { db } = opts;
  const store = new ResumeStore(opts.uploadsDir);
  await app.register(rateLimit, { global: false });
  await app.register(multipart, {
    // An oversized file is cut and flagged (part.file.truncated) so the other fields are still read and checked.
    throwFileSizeLimit: false,
    limits: { fileSize: RESUME_MAX_BYTES, files: 1, fields: 20, fieldSize: 2000, parts: 21, headerPairs: 100 },
  });
  const limited = { rateLimit: { max: opts.perMinute, timeWindow: 60_000 } };
  const linkVisitor = async (request: FastifyRequest, onlyKey: unknown, lead: VisitorLead) => {
    if (!opts.onVisitorLead || typeof onlyKey !== 'string' || !ONLY_KEY_PATTERN.test(onlyKey)) return;
    try {
      await opts.onVisitorLead(onlyKey, lead);
    } catch (err) {
      request.log.error({ err }, 'linking a form submission to its chat visitor failed');
    }
  };

  app.post<{ Body: Record<string, unknown> }>(
    FORM_PATHS.enquiry,
    { bodyLimit: JSON_BODY_LIMIT, schema: { body: jsonBody }, config: limited },
    async (request) => {
      const locale = requestLocale(request);
      const body = request.body;
      const { text, notText } = textFields(body, ['category', 'company', 'name', 'phone', 'email', 'requirement']);
      rejectFailures(locale, validateEnquiry(text), notText);
      const { company, name, phone, email, requirement } = text;
      const category = text.category as EnquiryCategory;
      if (!honeypotFilled(body)) {
        const row = await db
          .insertInto('enquiry')
          .values({ locale, category, company, name, phone, email, requirement, ip: request.ip })
          .returning('id')
          .executeTakeFirstOrThrow();
        await linkVisitor(request, body.onlyKey, { leadRef: leadRef('enquiry', row.id), name, email, phone, company });
      }
      return ok(null, translate(locale, 'forms.enquirySuccess'));
    },
  );

  for (const [kind, path] of SALES_REQUEST_KINDS.map((kind) => [kind, FORM_PATHS[kind]] as const)) {
    app.post<{ Body: Record<string, unknown> }>(
      path,
      { bodyLimit: JSON_BODY_LIMIT, schema: { body: jsonBody }, config: limited },
      async (request) => {
        const locale = requestLocale(request);
        const body = request.body;
        const { text, notText } = textFields(body, ['company', 'customerName', 'phone', 'email']);
        rejectFailures(locale, validateSalesRequest(text), notText);
        const { company, customerName, phone, email } = text;
        if (!honeypotFilled(body)) {
          const row = await db
            .insertInto('sales_request')
            .values({ locale, kind, company, customer_name: customerName, phone, email, ip: request.ip })
            .returning('id')
            .executeTakeFirstOrThrow();
          await linkVisitor(request, body.onlyKey, { leadRef: leadRef('sales', row.id), name: customerName, email, phone, company });
        }
        return ok(null, translate(locale, 'forms.salesSuccess'));
      },
    );
  }

  app.post(FORM_PATHS.jobApplication, { config: limited }, async (request) => {
    const locale = requestLocale(request);
    const upload = await receiveApplication(request, store);
    try {
      const f = upload.fields;
      const { text } = textFields(f, ['name', 'mobile', 'currentCity', 'preferredCity']);
      const { name, mobile, currentCity } = text;
      const preferredCity = text.preferredCity as JobCity;
      // The file first (as the site orders them), checked by its content, not its name.
      const failures: RuleError[] = [];
      let type: string | null = null;
      if (upload.tooLarge) failures.push({ field: 'resume', key: 'resumeSize' });
      else if (!upload.file || upload.file.size === 0) failures.push({ field: 'resume', key: 'chooseResume' });
      else if (!(type = await detectResumeType(upload.file.tmpPath))) failures.push({ field: 'resume', key: 'resumeType' });
      failures.push(...validateApplicant(text));
      const jobId = typeof f.jobId === 'string' && /^[1-9][0-9]{0,8}$/.test(f.jobId) ? Number(f.jobId) : null;
      if (f.jobId !== undefined && jobId === null) failures.push({ field: 'jobId', key: 'basicInfo' });
      rejectFailures(locale, failures);
      if (honeypotFilled(f) || !upload.file || !type) return ok(null, translate(locale, 'forms.resumeSuccess'));
      const { tmpPath, size, originalName } = upload.file;
      const finalName = store.finalName(type);
      let id: number;
      try {
        id = await db.transaction().execute(async (trx) => {
          const row = await trx
            .insertInto('job_application')
            .values({
              locale,
              job_id: jobId,
              name,
              mobile,
              current_city: currentCity,
              preferred_city: preferredCity,
              resume_file: finalName,
              resume_type: type,
              resume_size: size,
              resume_original_name: originalName.slice(0, 255),
              ip: request.ip,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          await store.commit(tmpPath, finalName);
          return row.id;
        });
      } catch (err) {
        await store.discard(undefined, finalName);
        throw err;
      }
      await linkVisitor(request, f.onlyKey, { leadRef: leadRef('job', id), name, email: '', phone: mobile, company: '' });
      return ok(null, translate(locale, 'forms.resumeSuccess'));
    } finally {
      await store.discard(upload.file?.tmpPath);
    }
  });
}

interface ReceivedApplication {
  fields: Record<string, string>;
  file: { tmpPath: string; size: number; originalName: string } | undefined;
  tooLarge: boolean;
}

/**
 * A multipart field's text: the string as sent; a part sent as application/json arrives parsed, and is kept as
 * its JSON text (never '[object Object]').
 */
function fieldText(value: unknown): string {
  if (typeof value === 'string') return value;
  return value === undefined || value === null ? '' : JSON.stringify(value);
}

/** Reads the multipart body: text fields, and the one `resume` file streamed to a temporary file. */
async function receiveApplication(request: FastifyRequest, store: ResumeStore): Promise<ReceivedApplication> {
  const locale = requestLocale(request);
  if (!request.isMultipart())
    throw new ApiError(400, translate(locale, 'forms.resumeRequired'), [
      { field: 'resume', message: translate(locale, 'forms.resumeRequired') },
    ]);
  const received: ReceivedApplication = { fields: {}, file: undefined, tooLarge: false };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'resume' || received.file) {
          part.file.resume();
          continue;
        }
        if (hasBadChar(part.filename ?? '')) {
          part.file.resume();
          throw badTextError(request, { field: 'resume', kind: 'badText' });
        }
        try {
          const { tmpPath, size } = await store.receive(part.file);
          received.file = { tmpPath, size, originalName: part.filename ?? '' };
          if (part.file.truncated) received.tooLarge = true;
        } catch (err) {
          if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') received.tooLarge = true;
          else throw err;
        }
      } else {
        if (part.valueTruncated) {
          const message = translate(locale, 'forms.tooLong');
          throw new ApiError(400, message, [{ field: part.fieldname, message }]);
        }
        const value = fieldText(part.value);
        if (hasBadChar(value) || hasBadChar(part.fieldname)) throw badTextError(request, { field: part.fieldname, kind: 'badText' });
        received.fields[part.fieldname] = value;
      }
    }
  } catch (err) {
    await store.discard(received.file?.tmpPath);
    const code = (err as { code?: string }).code;
    if (err instanceof ApiError) throw err;
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw new ApiError(400, translate(locale, 'error.badRequest'));
    }
    throw err;
  }
  return received;
}
