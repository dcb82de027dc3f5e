import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useTranslation } from '../../i18n/translation.ts';
import { SectionTitle } from '../../components/SectionTitle.tsx';
import { FigureList } from './links.tsx';
import { pickFigures } from './home-data.ts';
import type { Figure } from './home-data.ts';
import ship from '../../assets/home/industrial-ship.svg';
import shipyard from '../../assets/home/industrial-shipyard.svg';
import network from '../../assets/home/industrial-network.svg';

/** SPEC §4/§9: the industrial internet rotates through its three topics every 3000 ms. */
export const INDUSTRIAL_ROTATION_MS = 3000;

const TOPICS = [
  { key: 'ship', image: ship, figures: ['warningAccuracy', 'diagnosisAlgorithms', 'shipsTested'] },
  { key: 'shipyard', image: shipyard, figures: ['shipRepairsPerYear', 'makerAuthorizations', 'maintenanceCases'] },
  { key: 'network', image: network, figures: ['ports', 'countries', 'offshoreCoverage'] },
] as const;

/**
 * #industrialInternet: ship, shipyard and network as tabs. Rotates on its own; pointer over the section or
 * keyboard focus inside pauses it, leaving resumes; clicking (or arrow keys) selects a topic.
 */
export function IndustrialSection({ figures }: { figures: Figure[] }) {
  const { t } = useTranslation('homeSections');
  const ids = useId();
  const [active, setActive] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const paused = hovered || focused;

  useEffect(() => {
    if (paused) return;
    const timer = window.setInterval(() => setActive((index) => (index + 1) % TOPICS.length), INDUSTRIAL_ROTATION_MS);
    return () => window.clearInterval(timer);
  }, [paused, active]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step =
      event.key === 'ArrowRight' || event.key === 'ArrowDown' ? 1 : event.key === 'ArrowLeft' || event.key === 'ArrowUp' ? -1 : 0;
    let next = step ? (active + step + TOPICS.length) % TOPICS.length : -1;
    if (event.key === 'Home') next = 0;
    if (event.key === 'End') next = TOPICS.length - 1;
    if (next < 0) return;
    event.preventDefault();
    setActive(next);
    tabs.current[next]?.focus();
  };

  return (
    <section
      id="industrialInternet"
      className="home-section home-industrial"
      data-theme="dark"
      data-later
      data-paused={paused || undefined}
      aria-labelledby="home-industrial-title"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <div className="home-container">
        <SectionTitle inverse id="home-industrial-title" eyebrow={t('industrial.eyebrow')} title={t('industrial.title')} />
        <p className="home-industrial__intro">
          {t('industrial.text')} <span className="visually-hidden">{t('industrial.autoplay')}</span>
        </p>
        <div className="home-industrial__layout">
          <div
            role="tablist"
            aria-label={t('industrial.tabsLabel')}
            aria-orientation="vertical"
            className="home-industrial__tabs"
            onKeyDown={onKeyDown}
          >
            {TOPICS.map((topic, index) => (
              <button
                key={topic.key}
                ref={(el) => {
                  tabs.current[index] = el;
                }}
                type="button"
                role="tab"
                id={`${ids}-tab-${topic.key}`}
                aria-selected={index === active}
                aria-controls={`${ids}-panel-${topic.key}`}
                tabIndex={index === active ? 0 : -1}
                className="home-industrial__tab"
                data-topic={topic.key}
                onClick={() => setActive(index)}
              >
                <span className="home-industrial__tab-index" aria-hidden="true">
                  0{index + 1}
                </span>
                {t(`industrial.topics.${topic.key}.name`)}
              </button>
            ))}
          </div>
          {TOPICS.map((topic, index) => (
            <div
              key={topic.key}
              id={`${ids}-panel-${topic.key}`}
              role="tabpanel"
              aria-labelledby={`${ids}-tab-${topic.key}`}
              className="home-industrial__panel"
              hidden={index !== active}
            >
              <img className="home-industrial__image" src={topic.image} alt="" width={800} height={500} loading="lazy" decoding="async" />
              <div className="home-industrial__body">
                <h3>{t(`industrial.topics.${topic.key}.name`)}</h3>
                <p>{t(`industrial.topics.${topic.key}.text`)}</p>
                <FigureList className="home-figures--inverse" figures={pickFigures(figures, topic.figures)} />
              </div>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
