import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PageIntro } from '../PageIntro.tsx';

/** Site search results (/searchList?keyword=<kw>&r=<random 10000-99999>). */
export default function SearchListPage() {
  const [params] = useSearchParams();
  const { t } = useTranslation('general');
  const keyword = params.get('keyword')?.trim() ?? '';
  return (
    <PageIntro ns="general" pageKey="searchList">
      {keyword ? <p className="page-intro__text">{t('searchKeyword', { keyword })}</p> : null}
    </PageIntro>
  );
}
