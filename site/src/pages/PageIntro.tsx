import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './PageIntro.css';

interface PageIntroProps {
  /** Translation namespace of the page area (`site/src/i18n/<locale>/<ns>.json`). */
  ns: string;
  /** Key of the page inside that namespace: `<pageKey>.title` and `<pageKey>.intro`. */
  pageKey: string;
  /** Anchor id of the intro section (e.g. `introduction`), for hash links. */
  id?: string;
  children?: ReactNode;
}

/** Placeholder page body: heading and a short introduction. Real content replaces it page by page. */
export function PageIntro({ ns, pageKey, id, children }: PageIntroProps) {
  const { t } = useTranslation(ns);
  return (
    <>
      <section className="page-intro" id={id}>
        <div className="page-intro__inner">
          <h1 className="page-intro__title">
            {t(`${pageKey}.title`)}
          </h1>
          <p className="page-intro__text">{t(`${pageKey}.intro`)}</p>
          {children}
        </div>
      </section>
      <div className="page-body" />
    </>
  );
}
