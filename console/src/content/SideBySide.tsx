import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiFailure } from '../api/http.ts';
import { LOCALES, isLocale } from '../../../common/locale.ts';
import type { Locale } from '../../../common/locale.ts';

/**
 * The Chinese and English versions of a banner or catalogue item side by side, as news has them: one group per
 * language, each with a box saying whether the item has that language, and the version's fields when it has.
 */
export function SideBySide(props: {
  included: Locale[];
  toggle: (locale: Locale, on: boolean) => void;
  children: (locale: Locale) => ReactNode;
}) {
  const { t } = useTranslation('content');
  return (
    <div className="versions">
      {LOCALES.map((locale) => (
        <fieldset key={locale}>
          <legend>{t(`editor.${locale}`)}</legend>
          <label className="inline">
            <input type="checkbox" checked={props.included.includes(locale)} onChange={(e) => props.toggle(locale, e.target.checked)} />
            {t('publishing.include', { lang: t(`editor.${locale}`) })}
          </label>
          {props.included.includes(locale) && props.children(locale)}
        </fieldset>
      ))}
    </div>
  );
}

/** A refused field of an item's versions saved together (the server names it `versions.<locale>.<field>`). */
export interface Refusal {
  locale: Locale;
  name: string;
  message: string;
}

/** The refusals of an entries call, by language and field (none when the failure is of another kind). */
export function refusalsOf(err: unknown): Refusal[] {
  if (!(err instanceof ApiFailure)) return [];
  return err.fieldErrors.flatMap((e) => {
    const [, locale, name] = /^versions\.(\w+)\.(\w+)$/.exec(e.field) ?? [];
    return locale && name && isLocale(locale) ? [{ locale, name, message: e.message }] : [];
  });
}
