import { useSearchParams } from 'react-router-dom';
import { PageIntro } from '../PageIntro.tsx';

/** News detail (/mediaCenter/mediaCenterNews/details?id=<category>&newsId=<news id>). */
export default function NewsDetailsPage() {
  const [params] = useSearchParams();
  return (
    <div data-news-category={params.get('id') ?? ''} data-news-id={params.get('newsId') ?? ''}>
      <PageIntro ns="mediaCenter" pageKey="newsDetails" />
    </div>
  );
}
