import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Link } from '../../router/Link.tsx';
import { useTranslation } from '../../i18n/translation.ts';
import { listFigures, pickFigures } from '../../api/company.ts';
import type { MarketingFigure } from '../../api/company.ts';
import { useLocalizePath } from '../../layout/locale-context.ts';
import { Hero, Section } from '../../pageKit/Hero.tsx';
import { FigureList } from '../../pageKit/FigureList.tsx';
import { usePageData } from '../../pageKit/page-data.ts';
import type { PageDataArgs } from '../../pageKit/page-data.ts';
import { ConductCodeDownload } from './ConductCodeDownload.tsx';
import { CheckIcon, MedalIcon } from './icons.tsx';
import { cultureAnchor } from './culture.ts';
import './enter.css';

interface Stage {
  years: string;
  title: string;
  text: string;
  points: string[];
}
interface Named {
  name: string;
  text: string;
}
interface Theme {
  key: string;
  name: string;
  text: string;
}
interface Group {
  name: string;
  units: string[];
}

const FIGURE_KEYS = [
  'founded',
  'staff',
  'engineers',
  'services',
  'spareParts',
  'customers',
  'ports',
  'countries',
  'patents',
  'softwareCopyrights',
  'makerAuthorizations',
  'shipRepairsPerYear',
];

export async function loader({ locale, signal }: PageDataArgs): Promise<{ figures: MarketingFigure[] }> {
  try {
    return { figures: await listFigures(locale, signal) };
  } catch {
    return { figures: [] };
  }
}

/** Development stage from the query flag 1-4 (SPEC §2), default the first. */
export function stageIndex(flag: string | null): number {
  const n = Number(flag);
  return Number.isInteger(n) && n >= 1 && n <= 4 ? n - 1 : 0;
}

/** Company introduction (/enter): #introduction, #develop (?flag=1-4), #message, #frame, history, #honor, technologies, #culture, downloads. */
export default function CompanyIntroPage() {
  const { t } = useTranslation('enter');
  const localize = useLocalizePath();
  const [params] = useSearchParams();
  const data = usePageData(loader);
  const [stage, setStage] = useState(() => stageIndex(params.get('flag')));
  const stages = t('develop.stages', { returnObjects: true }) as Stage[];
  const current = stages[stage]!;
  const list = <T,>(key: string) => t(key, { returnObjects: true }) as T[];
  const navKeys = ['introduction', 'develop', 'message', 'frame', 'history', 'honor', 'technology', 'culture'];

  return (
    <>
      <Hero title={t('enter.title')} intro={t('enter.intro')} scene="ship-7" />
      <nav className="enter-subnav" aria-label={t('nav.label')}>
        <ul>
          {navKeys.map((key) => (
            <li key={key}>
              <a href={`#${key}`}>{t(`nav.${key}`)}</a>
            </li>
          ))}
        </ul>
      </nav>

      <Section id="introduction" title={t('introduction.title')}>
        <div className="enter-intro">
          <div className="kit-prose">
            {list<string>('introduction.paragraphs').map((p, i) => (
              <p key={i}>{p}</p>
            ))}
          </div>
          <img src="/api/media/ship-12.svg" alt={t('introduction.illustration')} width="1200" height="500" loading="lazy" />
        </div>
        <h3>{t('introduction.figuresTitle')}</h3>
        <FigureList figures={pickFigures(data?.figures ?? [], FIGURE_KEYS)} />
      </Section>

      <Section id="develop" title={t('develop.title')} lead={t('develop.lead')} tone="tint">
        <ol className="enter-stages" aria-label={t('develop.stagesLabel')}>
          {stages.map((s, i) => (
            <li key={s.years}>
              <button
                type="button"
                className="enter-stage"
                aria-current={i === stage ? 'true' : undefined}
                aria-controls="develop-stage"
                onClick={() => setStage(i)}
              >
                <strong>{s.years}</strong>
                <span>{s.title}</span>
              </button>
            </li>
          ))}
        </ol>
        <div className="enter-stage-panel" id="develop-stage" aria-live="polite" data-stage={stage + 1}>
          <h3>
            {current.years} · {current.title}
          </h3>
          <p>{current.text}</p>
          <ul>
            {current.points.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </div>
      </Section>

      <Section id="message" title={t('message.title')}>
        <figure className="enter-message">
          <svg viewBox="0 0 120 140" role="img" aria-label={t('message.portrait')}>
            <rect width="120" height="140" rx="12" fill="#eef4fc" />
            <circle cx="60" cy="52" r="24" fill="#0b2f6b" />
            <path d="M18 140c4-34 22-50 42-50s38 16 42 50z" fill="#164a9c" />
            <path d="M52 92l8 16 8-16" fill="#fff" />
          </svg>
          <div>
            <blockquote className="kit-prose">
              {list<string>('message.paragraphs').map((p, i) => (
                <p key={i}>{p}</p>
              ))}
            </blockquote>
            <figcaption>{t('message.signature')}</figcaption>
          </div>
        </figure>
      </Section>

      <Section id="frame" title={t('frame.title')} lead={t('frame.lead')} tone="tint">
        <div className="org">
          <div className="org__node">{t('frame.top')}</div>
          <div className="org__arrow" aria-hidden="true" />
          <div className="org__node org__node--second">{t('frame.president')}</div>
          <div className="org__arrow" aria-hidden="true" />
          <ul className="org__groups">
            {list<Group>('frame.groups').map((g) => (
              <li key={g.name} className="org__group">
                <h3>{g.name}</h3>
                <ul>
                  {g.units.map((u) => (
                    <li key={u}>{u}</li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </div>
      </Section>

      <Section id="history" title={t('history.title')}>
        <ol className="timeline">
          {list<{ year: string; text: string }>('history.events').map((e) => (
            <li key={e.year}>
              <time dateTime={e.year}>{e.year}</time> {e.text}
            </li>
          ))}
        </ol>
      </Section>

      <Section id="honor" title={t('honor.title')} lead={t('honor.lead')} tone="tint">
        <ul className="honor-list">
          {list<string>('honor.items').map((item) => (
            <li key={item}>
              <span className="kit-icon">
                <MedalIcon />
              </span>
              {item}
            </li>
          ))}
        </ul>
      </Section>

      <Section id="technology" title={t('technology.title')} lead={t('technology.lead')}>
        <ul className="kit-grid" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {list<Named>('technology.items').map((item) => (
            <li key={item.name} className="kit-card">
              <div className="kit-card__body">
                <span className="kit-icon">
                  <CheckIcon />
                </span>
                <h3 className="kit-card__title">{item.name}</h3>
                <p className="kit-card__text">{item.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="culture" title={t('culture.title')} lead={t('culture.lead')} tone="dark">
        <ul className="kit-grid" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {list<Theme>('culture.themes').map((theme) => (
            <li key={theme.key}>
              <Link className="kit-card culture-tile" to={`${localize('/enter/cultureDetails')}#${cultureAnchor(theme.key)}`}>
                <h3>{theme.name}</h3>
                <p className="kit-card__text">{theme.text}</p>
                <span className="kit-card__meta">{t('culture.more')} →</span>
              </Link>
            </li>
          ))}
        </ul>
      </Section>

      <ConductCodeDownload linkText={t('download.declarations')} />
    </>
  );
}
