import { Link } from '../../router/Link.tsx';
import { useTranslation } from '../../i18n/translation.ts';
import { useLocalizePath } from '../../layout/locale-context.ts';
import { Hero, Section } from '../../pageKit/Hero.tsx';
import './talent.css';

interface Named {
  name: string;
  text: string;
}

/** /talentDevelop/strategy: talent strategy, career paths and welfare. */
export default function StrategyPage() {
  const { t } = useTranslation('talentDevelop');
  const localize = useLocalizePath();
  const list = <T,>(key: string) => t(key, { returnObjects: true }) as T[];
  return (
    <>
      <Hero title={t('talentStrategy.title')} intro={t('talentStrategy.intro')} scene="training-34">
        <Link className="button button--primary" to={localize('/talentDevelop/social')}>
          {t('strategy.join')}
        </Link>
      </Hero>
      <Section id="strategy" title={t('strategy.title')} lead={t('strategy.lead')}>
        <ul className="kit-grid talent-cards">
          {list<Named>('strategy.pillars').map((p, i) => (
            <li key={p.name} className="kit-card">
              <div className="kit-card__body">
                <span className="kit-icon" aria-hidden="true">
                  {i + 1}
                </span>
                <h3 className="kit-card__title">{p.name}</h3>
                <p className="kit-card__text">{p.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="paths" title={t('strategy.pathsTitle')} tone="tint">
        <div className="talent-paths">
          {list<{ name: string; steps: string[] }>('strategy.paths').map((path) => (
            <section key={path.name} aria-label={path.name}>
              <h3>{path.name}</h3>
              <ol className="talent-steps">
                {path.steps.map((s) => (
                  <li key={s}>{s}</li>
                ))}
              </ol>
            </section>
          ))}
        </div>
      </Section>
      <Section id="welfare" title={t('strategy.welfareTitle')}>
        <ul className="kit-grid talent-cards">
          {list<Named>('strategy.welfare').map((w) => (
            <li key={w.name} className="kit-card">
              <div className="kit-card__body">
                <h3 className="kit-card__title">{w.name}</h3>
                <p className="kit-card__text">{w.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
