import type { DeskTextKey } from './texts.ts';

/** A refused desk operation: the HTTP status and the text key (texts.ts) the route answers in the caller's language. */
export class DeskError extends Error {
  readonly status: number;
  readonly key: DeskTextKey | 'forbidden' | 'notFound';
  constructor(status: number, key: DeskTextKey | 'forbidden' | 'notFound') {
    super(key);
    this.status = status;
    this.key = key;
  }
}
