import { useEffect, useState } from 'react';
import { deferred } from '../lib/deferred.tsx';
import { useLocale } from './locale-context.ts';
import './Footer.css';

/** SPEC §2/§9: the footer appears 800 ms after start (its space is reserved, so nothing shifts). */
export const FOOTER_DELAY_MS = 800;
let footerShown = false;

/** The content is a deferred part (lib/deferred.tsx): hydrated when near the viewport or at the first interaction. */
const FooterContent = deferred(() => import('./FooterContent.tsx').then((m) => m.FooterContent), 'footer.site-footer');

function useFooterVisible(): boolean {
  const [visible, setVisible] = useState(footerShown);
  useEffect(() => {
    if (visible) return;
    const wait = Math.max(0, FOOTER_DELAY_MS - performance.now());
    const timer = window.setTimeout(() => {
      footerShown = true;
      setVisible(true);
    }, wait);
    return () => window.clearTimeout(timer);
  }, [visible]);
  return visible;
}

export function Footer() {
  const locale = useLocale();
  const visible = useFooterVisible();
  return (
    <footer className={`site-footer${visible ? ' is-visible' : ''}`} data-locale={locale}>
      <FooterContent />
    </footer>
  );
}
