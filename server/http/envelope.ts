/**
 * The product API's response envelope (SPEC §7): `code` 200 means success; anything else is an error
 * whose `msg` is in the request's language. HTTP status mirrors the outcome.
 */
export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

export interface FieldError {
  field: string;
  message: string;
}

export interface ErrorEnvelope {
  code: number;
  msg: string;
  data: null;
  errors?: FieldError[];
}

export function ok<T>(data: T, msg = 'success'): Envelope<T> {
  return { code: 200, msg, data };
}

/** A user-facing failure: the handler throws it and the error handler renders the envelope. */
export class ApiError extends Error {
  readonly statusCode: number;
  readonly errors: FieldError[] | undefined;
  constructor(statusCode: number, message: string, errors?: FieldError[]) {
    super(message);
    this.statusCode = statusCode;
    this.errors = errors;
  }
}
