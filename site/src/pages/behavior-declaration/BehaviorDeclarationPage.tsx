import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Link } from '../../router/Link.tsx';
import { useTranslation } from '../../i18n/translation.ts';
import { useLocalizePath } from '../../layout/locale-context.ts';
import { Hero, Section } from '../../pageKit/Hero.tsx';
import './declaration.css';

interface Department {
  key: string;
  name: string;
  points: string[];
}

/** Behaviour declarations of the 17 departments (/behaviorDeclaration, ?dept=<key> preselects one). */
export default function BehaviorDeclarationPage() {
  const { t } = useTranslation('general');
  const localize = useLocalizePath();
  const [params] = useSearchParams();
  const departments = t('declarations.departments', { returnObjects: true }) as Department[];
  const [active, setActive] = useState(() =>
    Math.max(
      0,
      departments.findIndex((d) => d.key === params.get('dept')),
    ),
  );
  const current = departments[active] ?? departments[0]!;

  const onKeyDown = (event: React.KeyboardEvent<HTMLButtonElement>, index: number) => {
    const delta =
      event.key === 'ArrowDown' || event.key === 'ArrowRight' ? 1 : event.key === 'ArrowUp' || event.key === 'ArrowLeft' ? -1 : 0;
    if (!delta) return;
    event.preventDefault();
    const next = (index + delta + departments.length) % departments.length;
    setActive(next);
    document.getElementById(`dept-tab-${departments[next]!.key}`)?.focus();
  };

  return (
    <>
      <Hero title={t('behaviorDeclaration.title')} intro={t('behaviorDeclaration.intro')} scene="engine-6" />
      <Section lead={t('declarations.lead')}>
        <div className="decl">
          <div className="decl__tabs" role="tablist" aria-label={t('declarations.departmentsLabel')} aria-orientation="vertical">
            {departments.map((d, i) => (
              <button
                key={d.key}
                id={`dept-tab-${d.key}`}
                type="button"
                role="tab"
                aria-selected={i === active}
                aria-controls="dept-panel"
                tabIndex={i === active ? 0 : -1}
                className="decl__tab"
                onClick={() => setActive(i)}
                onKeyDown={(e) => onKeyDown(e, i)}
              >
                {d.name}
              </button>
            ))}
          </div>
          <div className="decl__panel" id="dept-panel" role="tabpanel" aria-labelledby={`dept-tab-${current.key}`} tabIndex={0}>
            <h2>{current.name}</h2>
            <ol>
              {current.points.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ol>
            <p>
              <Link to={localize('/enter/declaration')}>{t('declarations.conductCode')} →</Link>
            </p>
          </div>
        </div>
      </Section>
    </>
  );
}
