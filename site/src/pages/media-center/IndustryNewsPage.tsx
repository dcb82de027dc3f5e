import { NewsListPage, loadNewsList } from './NewsList.tsx';
import type { NewsListData } from './NewsList.tsx';
import type { PageDataArgs } from '../../pageKit/page-data.ts';

export function loader(args: PageDataArgs): Promise<NewsListData> {
  return loadNewsList(2, args);
}

/** Media centre: industry news. */
export default function IndustryNewsPage() {
  return <NewsListPage category={2} loader={loader} />;
}
