import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Locale } from '../../../common/locale.ts';
import { LIMITS, isEmail, isPhone } from '../../../common/form-rules.ts';
import { leadRef } from '../../../common/console/leads.ts';
import { DeskError } from './errors.ts';
import { deskText } from './texts.ts';
import { updateContact } from './visitors.ts';

export interface LeftContact {
  name: string;
  phone: string;
  email: string;
  message: string;
}

/**
 * A visitor who found nobody to answer leaves a phone or e-mail: it becomes an enquiry of the leads inbox
 * (category `other`, the message and why in its text, so the sales team is told as of any enquiry), and the
 * visitor's contact fields and link to that lead are set.
 */
export async function leaveContact(
  db: Kysely<Database>,
  visitorId: string,
  input: LeftContact,
  why: 'outsideHours' | 'noAgent',
  locale: Locale,
  ip: string,
  now: Date,
): Promise<string> {
  const phone = input.phone.trim();
  const email = input.email.trim();
  if ((!phone && !email) || (phone && !isPhone(phone)) || (email && !isEmail(email))) throw new DeskError(400, 'badContact');
  const name = [...input.name.trim()].slice(0, LIMITS.enquiryName).join('');
  const message = [...input.message.trim()].slice(0, 1500).join('');
  const requirement = deskText(locale, 'leadSummary', { when: deskText(locale, why), message });
  const row = await db
    .insertInto('enquiry')
    .values({ locale, category: 'other', company: '', name: name || visitorId, phone, email, requirement, ip })
    .returning('id')
    .executeTakeFirstOrThrow();
  const ref = leadRef('enquiry', row.id);
  await updateContact(
    db,
    visitorId,
    { ...(name ? { name } : {}), ...(phone ? { phone } : {}), ...(email ? { email } : {}), leadRef: ref },
    now,
  );
  return ref;
}
