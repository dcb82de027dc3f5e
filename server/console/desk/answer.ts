import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../http/envelope.ts';
import { requestLocale } from '../../http/locale.ts';
import { DeskError } from '../../messaging/desk/errors.ts';
import { deskText } from '../../messaging/desk/texts.ts';
import type { DeskActor } from '../../messaging/desk/desk.ts';
import { ImError } from '../../../protocol/errors.ts';
import { requireRight } from '../auth/guard.ts';
import type { StaffSession } from '../auth/sessions.ts';
import { consoleText } from '../texts.ts';
import { localizedError } from '../../messaging/texts.ts';

/** A desk route's caller: the 'conversations' right is required (403 otherwise). */
export function deskStaff(request: FastifyRequest): { staff: StaffSession; actor: DeskActor } {
  const staff = requireRight(request, 'conversations');
  return { staff, actor: { userId: staff.userId, admin: staff.role === 'admin' } };
}

/** Runs a desk operation, turning its refusals into errors in the caller's language. */
export async function deskAnswer<T>(request: FastifyRequest, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    const locale = requestLocale(request);
    if (err instanceof DeskError) {
      const text = err.key === 'forbidden' || err.key === 'notFound' ? consoleText(locale, err.key) : deskText(locale, err.key);
      throw new ApiError(err.status, text);
    }
    // the message path's refusals (too large, sensitive word) are the caller's mistake
    if (err instanceof ImError) throw new ApiError(400, localizedError(locale, err.code, err.message));
    throw err;
  }
}
