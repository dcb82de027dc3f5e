import { useEffect, useState } from 'react';
import type { CSSProperties, ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from '../i18n/translation.ts';
import { brand } from '../../../common/brand.ts';
import { opensInNewTab } from '../lib/links.ts';
import { FOOTER_SPANS, footerColumns } from './menu.ts';
import { useLocale, useLocalizePath } from './locale-context.ts';
import { FacebookIcon, LinkedInIcon, YouTubeIcon } from './icons.tsx';
import wechatQr from '../assets/qr-wechat.svg';
import channelQr from '../assets/qr-channel.svg';
import appQr from '../assets/qr-app.svg';
import './Footer.css';

/** SPEC §2/§9: the footer appears 800 ms after start (its space is reserved, so nothing shifts). */
export const FOOTER_DELAY_MS = 800;
let footerShown = false;

const QR_CODES = [
  { key: 'wechat', src: wechatQr },
  { key: 'video', src: channelQr },
  { key: 'app', src: appQr },
] as const;

/** Placeholder profile addresses of the (fictional) company. */
const SOCIAL_LINKS = [
  { key: 'linkedin', href: 'https://www.linkedin.com/company/sealink-marine-example', icon: <LinkedInIcon /> },
  { key: 'facebook', href: 'https://www.facebook.com/sealink.marine.example', icon: <FacebookIcon /> },
  { key: 'youtube', href: 'https://www.youtube.com/@sealink-marine-example', icon: <YouTubeIcon /> },
] as const;

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
  const localize = useLocalizePath();
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const visible = useFooterVisible();
  const spans = FOOTER_SPANS[locale];
  const columns = footerColumns(locale);
  const gridStyle = { '--footer-columns': spans.reduce((sum, span) => sum + span, 0) } as CSSProperties;
  const span = (index: number) => ({ '--span': spans[index] }) as CSSProperties;

  /** A site link: new tab unless the visitor is already in that section. */
  const siteLink = (path: string, children: ReactNode, className?: string) =>
    opensInNewTab(pathname, path) ? (
      <Link to={localize(path)} className={className} target="_blank" rel="noopener">
        {children}
        <span className="visually-hidden">{t('footer.newTab')}</span>
      </Link>
    ) : (
      <Link to={localize(path)} className={className}>
        {children}
      </Link>
    );

  return (
    <footer className={`site-footer${visible ? ' is-visible' : ''}`} data-locale={locale}>
      <div className="site-footer__grid" style={gridStyle}>
        <section className="site-footer__block site-footer__contact" style={span(0)} aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="site-footer__title">
            {t('footer.contactTitle')}
          </h2>
          <dl className="site-footer__contact-list">
            <div>
              <dt>{t('footer.phone')}</dt>
              <dd>
                <a className="site-footer__phone" href={`tel:${brand.phone.replace(/[^\d+]/g, '')}`}>
                  {brand.phone}
                </a>
              </dd>
            </div>
            <div>
              <dt>{t('footer.email')}</dt>
              <dd>
                <a href={`mailto:${brand.email}`}>{brand.email}</a>
              </dd>
            </div>
            <div>
              <dt>{t('footer.address')}</dt>
              <dd>{t('footer.addressText')}</dd>
            </div>
          </dl>
        </section>

        {columns.map((column, index) => (
          <nav
            key={column.title}
            className={`site-footer__block site-footer__links site-footer__links--${column.title}`}
            style={span(index + 1)}
            aria-labelledby={`footer-col-${column.title}`}
          >
            <h2 id={`footer-col-${column.title}`} className="site-footer__title">
              {t(`footer.columns.${column.title}`)}
            </h2>
            <ul>
              {column.links.map((link) => (
                <li key={link.label}>{siteLink(link.path, t(`nav.${link.label}`))}</li>
              ))}
            </ul>
          </nav>
        ))}

        <section className="site-footer__block site-footer__follow" style={span(4)} aria-labelledby="footer-follow">
          <h2 id="footer-follow" className="site-footer__title">
            {t('footer.followUs')}
          </h2>
          {locale === 'zh_CN' ? (
            <ul className="site-footer__qr-list">
              {QR_CODES.map((qr) => (
                <li key={qr.key}>
                  <figure className="site-footer__qr">
                    <img src={qr.src} alt={t(`footer.qr.${qr.key}`)} width={88} height={88} loading="lazy" decoding="async" />
                    <figcaption aria-hidden="true">{t(`footer.qr.${qr.key}`)}</figcaption>
                  </figure>
                </li>
              ))}
            </ul>
          ) : (
            <ul className="site-footer__social">
              {SOCIAL_LINKS.map((social) => (
                <li key={social.key}>
                  <a href={social.href} target="_blank" rel="noopener noreferrer">
                    {social.icon}
                    <span>{t(`footer.social.${social.key}`)}</span>
                    <span className="visually-hidden">{t('footer.newTab')}</span>
                  </a>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>

      <div className="site-footer__bottom">
        <p>{t('footer.copyright', { year: new Date().getFullYear(), company: brand[locale].fullName })}</p>
        <p className="site-footer__bottom-links">
          <a href="https://beian.miit.gov.cn/" target="_blank" rel="noopener noreferrer">
            {brand.filingNumber}
            <span className="visually-hidden">{t('footer.newTab')}</span>
          </a>
          {siteLink('/webMap', t('footer.siteMap'))}
        </p>
      </div>
    </footer>
  );
}
