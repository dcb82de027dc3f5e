import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCALES } from '../../../common/locale.ts';
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

/**
 * Saves the versions of one item in order, each as `save` does it (a change of the row it has, or a new row); a
 * new version joins the item's entry (known, or the first version's). Returns the entry.
 */
export async function saveVersions<R extends { entryId: number | string }>(
  locales: readonly Locale[],
  entryId: number | string | null,
  save: (locale: Locale, entryId: number | string | null) => Promise<R>,
): Promise<number | string | null> {
  let entry = entryId;
  for (const locale of locales) {
    const saved = await save(locale, entry);
    entry ??= saved.entryId;
  }
  return entry;
}
