import { Link } from '../../router/Link.tsx';
import { useTranslation } from '../../i18n/translation.ts';
import { useLocalizePath } from '../../layout/locale-context.ts';
import { Hero, Section } from '../../pageKit/Hero.tsx';
import './webmap.css';

interface MapSection {
  title: string;
  links: [path: string, label: string][];
}

/** Site map (/webMap): every page of the site, grouped as in the menu. */
export default function WebMapPage() {
  const { t } = useTranslation('general');
  const localize = useLocalizePath();
  const sections = t('map.sections', { returnObjects: true }) as MapSection[];
  return (
    <>
      <Hero title={t('webMap.title')} intro={t('webMap.intro')} scene="supply-5" />
      <Section>
        <div className="webmap">
          {sections.map((section) => (
            <section key={section.title} className="webmap__group" aria-label={section.title}>
              <h2>{section.title}</h2>
              <ul>
                {section.links.map(([path, label]) => (
                  <li key={path}>
                    <Link to={localize(path.split('#')[0]!) + (path.includes('#') ? `#${path.split('#')[1]}` : '')}>{label}</Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </Section>
    </>
  );
}
