import { NewsListPage, loadNewsList } from './NewsList.tsx';
import type { NewsListData } from './NewsList.tsx';
import type { PageDataArgs } from '../../pageKit/page-data.ts';

export function loader(args: PageDataArgs): Promise<NewsListData> {
  return loadNewsList(1, args);
}

/** Media centre: company news. */
export default function CompanyNewsPage() {
  return <NewsListPage category={1} loader={loader} />;
}
