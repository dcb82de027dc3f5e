import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import type { FormEvent, KeyboardEvent as ReactKeyboardEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Link, NavLink } from '../router/Link.tsx';
import { useTranslation } from '../i18n/translation.ts';
import { LANGUAGE_STORAGE_KEY, htmlLang, switchLocalePath } from '../../../common/locale.ts';
import { brand } from '../../../common/brand.ts';
import { sectionOf } from '../lib/links.ts';
import { searchHref } from '../lib/search.ts';
import { headerMenu } from './menu.ts';
import type { MenuItem } from './menu.ts';
import { useLocale, useLocalizePath } from './locale-context.ts';
import { LogoMark } from './Logo.tsx';
import { ChevronIcon, CloseIcon, GlobeIcon, MenuIcon, SearchIcon } from './icons.tsx';
import './Header.css';

/** SPEC §9: a hovered drop-down stays open this long after the pointer leaves. */
const MENU_CLOSE_GUARD_MS = 300;
const DESKTOP_QUERY = '(min-width: 900px)';

export function Header() {
  const locale = useLocale();
  const localize = useLocalizePath();
  const { t } = useTranslation('common');
  const location = useLocation();
  const navigate = useNavigate();
  const ids = useId();
  const headerRef = useRef<HTMLElement>(null);
  const closeTimer = useRef(0);
  /** When hovering opened a drop-down: the click that follows the pointer's arrival must not close it again. */
  const hoverOpenedAt = useRef(0);
  const [openMenu, setOpenMenu] = useState<string | null>(null);
  const [mobileOpen, setMobileOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  const [keyword, setKeyword] = useState('');
  const searchInput = useRef<HTMLInputElement>(null);
  const searchToggle = useRef<HTMLButtonElement>(null);
  const menu = headerMenu(locale);
  const currentSection = sectionOf(location.pathname);
  const otherLocale = locale === 'zh_CN' ? 'en_US' : 'zh_CN';

  // Any navigation closes the menus and the search box.
  const shownKey = useRef(location.key);
  useEffect(() => {
    if (shownKey.current === location.key) return;
    shownKey.current = location.key;
    setOpenMenu(null);
    setMobileOpen(false);
    setSearchOpen(false);
  }, [location.key]);

  useEffect(() => {
    if (searchOpen) searchInput.current?.focus();
  }, [searchOpen]);

  // A drop-down opened before hydration (its <details> toggled by the browser) stays open, now as the header's state.
  useLayoutEffect(() => {
    const opened = headerRef.current?.querySelector<HTMLDetailsElement>('details[data-menu][open]');
    if (opened?.dataset.menu) setOpenMenu(opened.dataset.menu);
  }, []);

  // A click outside the header closes open drop-downs.
  useEffect(() => {
    if (!openMenu && !mobileOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (headerRef.current && !headerRef.current.contains(event.target as Node)) {
        setOpenMenu(null);
        setMobileOpen(false);
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [openMenu, mobileOpen]);

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  const isDesktop = () => window.matchMedia(DESKTOP_QUERY).matches;

  const onKeyDown = (event: ReactKeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape') return;
    if (openMenu) {
      const button = document.getElementById(`${ids}-btn-${openMenu}`);
      setOpenMenu(null);
      button?.focus();
    } else if (searchOpen) {
      setSearchOpen(false);
      searchToggle.current?.focus();
    } else if (mobileOpen) {
      setMobileOpen(false);
      document.getElementById(`${ids}-menu-toggle`)?.focus();
    } else return;
    event.stopPropagation();
  };

  const hoverOpen = (label: string) => {
    if (!isDesktop()) return;
    window.clearTimeout(closeTimer.current);
    if (openMenu !== label) hoverOpenedAt.current = performance.now();
    setOpenMenu(label);
  };
  const hoverClose = () => {
    if (!isDesktop()) return;
    window.clearTimeout(closeTimer.current);
    closeTimer.current = window.setTimeout(() => setOpenMenu(null), MENU_CLOSE_GUARD_MS);
  };

  const switchLanguage = () => {
    try {
      localStorage.setItem(LANGUAGE_STORAGE_KEY, otherLocale);
    } catch {
      /* private mode: the URL still carries the locale */
    }
    document.documentElement.lang = htmlLang(otherLocale);
    void navigate(`${switchLocalePath(location.pathname, otherLocale)}${location.search}${location.hash}`);
  };

  const submitSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const href = searchHref(locale, keyword);
    if (href === null) {
      searchInput.current?.focus(); // a blank keyword does nothing
      return;
    }
    setKeyword('');
    void navigate(href);
  };

  const renderItem = (item: MenuItem) => {
    const active = sectionOf(item.path) === currentSection;
    if (!item.children) {
      return (
        <li key={item.label} className="site-nav__item">
          <NavLink to={localize(item.path)} className={`site-nav__link${active ? ' is-active' : ''}`}>
            {t(`nav.${item.label}`)}
          </NavLink>
        </li>
      );
    }
    const open = openMenu === item.label;
    // A <details>: it opens without script, before hydration too (the mount effect above reads which one is open);
    // once hydrated, its state is the header's (hover with its close guard, Escape, a click outside).
    return (
      <li
        key={item.label}
        className={`site-nav__item has-children${open ? ' is-open' : ''}`}
        onMouseEnter={() => hoverOpen(item.label)}
        onMouseLeave={hoverClose}
      >
        <details className="site-nav__details" name={`${ids}-menu`} open={open} data-menu={item.label}>
          <summary
            id={`${ids}-btn-${item.label}`}
            className={`site-nav__link site-nav__toggle${active ? ' is-active' : ''}`}
            onClick={(event) => {
              event.preventDefault();
              const justHovered = performance.now() - hoverOpenedAt.current < MENU_CLOSE_GUARD_MS;
              setOpenMenu(open && !justHovered ? null : item.label);
            }}
          >
            {t(`nav.${item.label}`)}
            <ChevronIcon />
          </summary>
          <ul className="site-nav__submenu">
            {item.children.map((child) => (
              <li key={child.label}>
                <NavLink to={localize(child.path)} className="site-nav__sublink">
                  {t(`nav.${child.label}`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </details>
      </li>
    );
  };

  return (
    <header ref={headerRef} className={`site-header${mobileOpen ? ' is-menu-open' : ''}`} onKeyDown={onKeyDown}>
      <div className="site-header__bar">
        <Link to={localize('/')} className="site-logo" aria-label={t('header.homeLink')}>
          <LogoMark />
          <span className="site-logo__text" aria-hidden="true">
            {brand[locale].name}
          </span>
        </Link>

        <nav id={`${ids}-nav`} className="site-nav" aria-label={t('header.mainNav')}>
          <ul className="site-nav__list">{menu.map(renderItem)}</ul>
        </nav>

        <div className="site-header__tools">
          <button
            ref={searchToggle}
            type="button"
            data-replay
            className="icon-button"
            aria-expanded={searchOpen}
            aria-controls={`${ids}-search`}
            aria-label={searchOpen ? t('header.closeSearch') : t('header.openSearch')}
            onClick={() => setSearchOpen((value) => !value)}
          >
            {searchOpen ? <CloseIcon /> : <SearchIcon />}
          </button>
          <button type="button" data-replay className="lang-toggle" lang={htmlLang(otherLocale)} onClick={switchLanguage}>
            <GlobeIcon />
            <span>{t('header.languageShort')}</span>
            <span className="visually-hidden"> {t('header.switchLanguage')}</span>
          </button>
          <button
            type="button"
            data-replay
            id={`${ids}-menu-toggle`}
            className="icon-button menu-toggle"
            aria-expanded={mobileOpen}
            aria-controls={`${ids}-nav`}
            aria-label={mobileOpen ? t('header.closeMenu') : t('header.openMenu')}
            onClick={() => setMobileOpen((value) => !value)}
          >
            {mobileOpen ? <CloseIcon /> : <MenuIcon />}
          </button>
        </div>
      </div>

      <div id={`${ids}-search`} className="site-search" hidden={!searchOpen}>
        <form role="search" className="site-search__form" onSubmit={submitSearch}>
          <label className="visually-hidden" htmlFor={`${ids}-keyword`}>
            {t('header.searchLabel')}
          </label>
          <input
            ref={searchInput}
            id={`${ids}-keyword`}
            className="site-search__input"
            type="search"
            name="keyword"
            autoComplete="off"
            enterKeyHint="search"
            placeholder={t('header.searchPlaceholder')}
            value={keyword}
            onChange={(event) => setKeyword(event.target.value)}
          />
          <button type="submit" className="button button--primary site-search__submit">
            <SearchIcon />
            <span>{t('header.searchSubmit')}</span>
          </button>
        </form>
      </div>
    </header>
  );
}
