/** SPEC §8: send error codes with their own text (widget i18n keys under `errors.`); others show the engine's message. */
export const SEND_ERROR_KEYS: Record<number, string> = {
  3123: 'errors.blockedWord',
  4004: 'errors.invalidImage',
  4005: 'errors.bannedFile',
  7004: 'errors.fileNotFound',
  7005: 'errors.fileTooLarge',
  8001: 'errors.messageTooLarge',
  80001: 'errors.sensitiveText',
  80004: 'errors.sensitiveImage',
};

export function sendErrorText(error: unknown, t: (key: string) => string): string {
  const e = (error ?? {}) as { code?: unknown; message?: unknown };
  const key = typeof e.code === 'number' ? SEND_ERROR_KEYS[e.code] : undefined;
  if (key) return t(key);
  return typeof e.message === 'string' && e.message ? e.message : t('errors.sendFailed');
}
