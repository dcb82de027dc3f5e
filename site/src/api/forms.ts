import { FORM_PATHS } from '../../../common/form-paths.ts';
import type { HONEYPOT_FIELD, EnquiryInput, SalesRequestInput, SalesRequestKind } from '../../../common/form-rules.ts';
import type { Locale } from '../../../common/locale.ts';
import { chatVisitorKey } from '../lib/chat-visitor-key.ts';
import { ApiRequestError, apiRequest } from './http.ts';
import type { ApiEnvelope } from './http.ts';

/** The body of an enquiry: the rules' input plus the honeypot (common/form-rules.ts). */
export type EnquiryBody = EnquiryInput & { [HONEYPOT_FIELD]: string };

export type SalesRequestBody = SalesRequestInput & { [HONEYPOT_FIELD]: string };

/** Every form carries this browser's chat identity key, so the desk shows the details beside the visitor's chat. */
export function submitEnquiry(locale: Locale, body: EnquiryBody): Promise<unknown> {
  return apiRequest<unknown>(FORM_PATHS.enquiry, { locale, body: { ...body, onlyKey: chatVisitorKey() } });
}

export function submitSalesRequest(locale: Locale, kind: SalesRequestKind, body: SalesRequestBody): Promise<unknown> {
  return apiRequest<unknown>(FORM_PATHS[kind], { locale, body: { ...body, onlyKey: chatVisitorKey() } });
}

/** Uploads take as long as the visitor's connection needs; the 5 s API timeout applies to the other calls. */
export const UPLOAD_TIMEOUT_MS = 120_000;

/**
 * POST a multipart job application with XMLHttpRequest so the upload progress (0-1) can be shown.
 * Same contract as apiRequest: `language` header, accepted only at HTTP 200 with envelope code 200,
 * otherwise an ApiRequestError with the server's localized message and field errors.
 */
export function submitJobApplication(
  locale: Locale,
  form: FormData,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', FORM_PATHS.jobApplication);
    xhr.setRequestHeader('language', locale);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.timeout = UPLOAD_TIMEOUT_MS;
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.min(1, event.loaded / event.total));
    });
    xhr.addEventListener('load', () => {
      let envelope: ApiEnvelope<unknown> | undefined;
      try {
        envelope = JSON.parse(xhr.responseText) as ApiEnvelope<unknown>;
      } catch {
        envelope = undefined;
      }
      if (xhr.status !== 200 || !envelope || envelope.code !== 200) {
        reject(new ApiRequestError(envelope?.msg ?? xhr.statusText, xhr.status, envelope?.code ?? xhr.status, envelope?.errors));
        return;
      }
      onProgress(1);
      resolve(envelope.data);
    });
    xhr.addEventListener('error', () => reject(new ApiRequestError('network error', 0, 0)));
    xhr.addEventListener('timeout', () => reject(new ApiRequestError('timeout', 0, 408)));
    xhr.addEventListener('abort', () => reject(new ApiRequestError('aborted', 0, 0)));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const onlyKey = chatVisitorKey();
    if (onlyKey) form.append('onlyKey', onlyKey);
    xhr.send(form);
  });
}
