import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { ApiFailure } from '../../api/http.ts';
import { LOCALES, isLocale } from '../../../../common/locale.ts';
import type { Locale } from '../../../../common/locale.ts';

const LANG: Record<Locale, string> = { zh_CN: 'zh-CN', en_US: 'en' };

/**
 * The Chinese and English versions of an item side by side: one group per language (in that language), with the
 * version's fields. With `toggle` (banners, catalogue) each group has a box saying whether the item has that
 * language, and shows the fields only when it has; without (news) the groups are `locales`, as the category allows.
 */
export function SideBySide(props: {
  locales?: readonly Locale[];
  included?: Locale[];
  toggle?: (locale: Locale, on: boolean) => void;
  children: (locale: Locale) => ReactNode;
}) {
  const { t } = useTranslation('content');
  const { toggle, included = [] } = props;
  return (
    <div className="versions">
      {(props.locales ?? LOCALES).map((locale) => (
        <fieldset key={locale} lang={LANG[locale]}>
          <legend>{t(`editor.${locale}`)}</legend>
          {toggle && (
            <label className="inline">
              <input type="checkbox" checked={included.includes(locale)} onChange={(e) => toggle(locale, e.target.checked)} />
              {t('publishing.include', { lang: t(`editor.${locale}`) })}
            </label>
          )}
          {(!toggle || included.includes(locale)) && props.children(locale)}
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

/** The refusals as one notice, each field named with its language and its form label (`label`). */
export function refusalText(t: TFunction<'content'>, refused: Refusal[], label: (name: string) => string): string {
  return refused
    .map((r) =>
      t('catalog.versionField', {
        lang: t(`editor.${r.locale}`),
        field: label(r.name),
        message: r.message.replace(`versions.${r.locale}.${r.name}`, label(r.name)),
      }),
    )
    .join(' ');
}
