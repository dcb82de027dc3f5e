import { useTranslation } from 'react-i18next';
import { LOCALES } from '../../../common/locale.ts';
import { currentLocale, switchLocale } from '../i18n/index.ts';

/** 中文 / English, each named in its own language. */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const locale = currentLocale();
  return (
    <div className="lang" role="group" aria-label={t('common.language')}>
      {LOCALES.map((l) => (
        <button
          key={l}
          type="button"
          lang={l === 'zh_CN' ? 'zh-CN' : 'en'}
          aria-pressed={l === locale}
          onClick={() => void switchLocale(l)}
        >
          {l === 'zh_CN' ? '中文' : 'English'}
        </button>
      ))}
    </div>
  );
}
