import { NewsListPage, loadNewsList } from './NewsList.tsx';
import type { NewsListData } from './NewsList.tsx';
import type { PageDataArgs } from '../../pageKit/page-data.ts';

export function loader(args: PageDataArgs): Promise<NewsListData> {
  return loadNewsList(3, args);
}

/** Media centre: brief (Chinese only). */
export default function BriefPage() {
  return <NewsListPage category={3} loader={loader} />;
}
