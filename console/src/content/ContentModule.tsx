import { Route, Routes } from 'react-router-dom';
import { NewsEditor } from './NewsEditor.tsx';
import { NewsList } from './NewsList.tsx';
import BannersPage from './BannersPage.tsx';
import CatalogPage from './CatalogPage.tsx';
import SettingsPage from './SettingsPage.tsx';
import './content.css';

/**
 * Content (issue #16.3): the news list at /console/content, an article at /console/content/news/<entry> or /new, the
 * banners at /console/content/banners.
 */
export default function ContentModule() {
  return (
    <Routes>
      <Route index element={<NewsList />} />
      <Route path="banners" element={<BannersPage />} />
      <Route path="settings" element={<SettingsPage />} />
      <Route path=":kind" element={<CatalogPage />} />
      <Route path="news/new" element={<NewsEditor />} />
      <Route path="news/:entryId" element={<NewsEditor />} />
    </Routes>
  );
}
