import type { CSSProperties, ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { Link } from '../router/Link.tsx';
import { useTranslation } from '../i18n/translation.ts';
import { addBundles } from '../i18n/index.ts';
import zhTexts from '../i18n/zh_CN/footer.json';
import enTexts from '../i18n/en_US/footer.json';
import { brand } from '../../../common/brand.ts';
import { opensInNewTab } from '../lib/links.ts';
import { FOOTER_SPANS, footerColumns } from './footer-menu.ts';
import { useLocale, useLocalizePath } from './locale-context.ts';
import { FacebookIcon, LinkedInIcon, YouTubeIcon } from './social-icons.tsx';
import { useSiteSettings } from './site-settings.ts';

// The footer's texts come with this deferred chunk (both locales), not with the page's first load.
addBundles('footer', { zh_CN: zhTexts, en_US: enTexts });

const QR_CODES = ['wechat', 'video', 'app'] as const;

/** The social profiles (addresses from the site settings). */
const SOCIAL_LINKS = [
  { key: 'linkedin', icon: <LinkedInIcon /> },
  { key: 'facebook', icon: <FacebookIcon /> },
  { key: 'youtube', icon: <YouTubeIcon /> },
] as const;

/** The footer's content (contact, link columns, follow us, filing number): a deferred part of Footer.tsx. */
export function FooterContent() {
  const locale = useLocale();
  const localize = useLocalizePath();
  const { t } = useTranslation('footer');
  const { pathname } = useLocation();
  const settings = useSiteSettings();
  const spans = FOOTER_SPANS[locale];
  const columns = footerColumns(locale);
  const gridStyle = { '--footer-columns': spans.reduce((sum, span) => sum + span, 0) } as CSSProperties;
  const span = (index: number) => ({ '--span': spans[index] }) as CSSProperties;

  /** A site link: new tab unless the visitor is already in that section. */
  const siteLink = (path: string, children: ReactNode, className?: string) =>
    opensInNewTab(pathname, path) ? (
      <Link to={localize(path)} className={className} target="_blank" rel="noopener">
        {children}
        <span className="visually-hidden">{t('newTab')}</span>
      </Link>
    ) : (
      <Link to={localize(path)} className={className}>
        {children}
      </Link>
    );

  return (
    <>
      <div className="site-footer__grid" style={gridStyle}>
        <section className="site-footer__block site-footer__contact" style={span(0)} aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="site-footer__title">
            {t('contactTitle')}
          </h2>
          <dl className="site-footer__contact-list">
            <div>
              <dt>{t('phone')}</dt>
              <dd>
                <a className="site-footer__phone" href={`tel:${settings.phone.replace(/[^\d+]/g, '')}`}>
                  {settings.phone}
                </a>
              </dd>
            </div>
            <div>
              <dt>{t('email')}</dt>
              <dd>
                <a href={`mailto:${settings.email}`}>{settings.email}</a>
              </dd>
            </div>
            <div>
              <dt>{t('address')}</dt>
              <dd>{settings.address[locale] || t('addressText')}</dd>
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
              {t(`columns.${column.title}`)}
            </h2>
            <ul>
              {column.links.map((link) => (
                <li key={link.label}>{siteLink(link.path, t(`common:nav.${link.label}`))}</li>
              ))}
            </ul>
          </nav>
        ))}

        <section className="site-footer__block site-footer__follow" style={span(4)} aria-labelledby="footer-follow">
          <h2 id="footer-follow" className="site-footer__title">
            {t('followUs')}
          </h2>
          {locale === 'zh_CN' ? (
            <ul className="site-footer__qr-list">
              {QR_CODES.map((key) => (
                <li key={key}>
                  <figure className="site-footer__qr">
                    <img src={settings.qrImages[key]} alt={t(`qr.${key}`)} width={88} height={88} loading="lazy" decoding="async" />
                    <figcaption aria-hidden="true">{t(`qr.${key}`)}</figcaption>
                  </figure>
                </li>
              ))}
            </ul>
          ) : (
            <ul className="site-footer__social">
              {SOCIAL_LINKS.map((social) => (
                <li key={social.key}>
                  <a href={settings.social[social.key]} target="_blank" rel="noopener noreferrer">
                    {social.icon}
                    <span>{t(`social.${social.key}`)}</span>
                    <span className="visually-hidden">{t('newTab')}</span>
                  </a>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>

      <div className="site-footer__bottom">
        <p>{t('copyright', { year: new Date().getFullYear(), company: brand[locale].fullName })}</p>
        <p className="site-footer__bottom-links">
          <a href="https://beian.miit.gov.cn/" target="_blank" rel="noopener noreferrer">
            {settings.filingNumber}
            <span className="visually-hidden">{t('newTab')}</span>
          </a>
          {siteLink('/webMap', t('siteMap'))}
        </p>
      </div>
    </>
  );
}
