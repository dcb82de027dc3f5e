import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiFailure } from '../../api/http.ts';

export interface Notice {
  ok: boolean;
  text: string;
}

/** A content screen's notice: what a change did, or why it failed (the server's message in the staff's language). */
export function useNotice() {
  const common = useTranslation().t;
  const [message, setMessage] = useState<Notice | null>(null);
  const fail = useCallback(
    (err: unknown) => setMessage({ ok: false, text: err instanceof ApiFailure && err.message ? err.message : common('common.failed') }),
    [common],
  );
  return { message, setMessage, fail };
}

/** The notice line: a status, or an alert when something failed. */
export function NoticeLine({ message }: { message: Notice | null }) {
  return (
    <p className={message?.ok === false ? 'error' : 'notice'} role={message?.ok === false ? 'alert' : 'status'} hidden={!message}>
      {message?.text}
    </p>
  );
}
