import { addBundles } from '../../i18n/index.ts';
import zhTexts from '../../i18n/zh_CN/homeSections.json';
import enTexts from '../../i18n/en_US/homeSections.json';

/**
 * The home sections below the first screen, and the anchor menu: one chunk, hydrated when needed (HomePage.tsx),
 * with its texts (`homeSections`, both locales) so they stay out of the page's first load.
 */
addBundles('homeSections', { zh_CN: zhTexts, en_US: enTexts });

export { DevelopSection } from './DevelopSection.tsx';
export { BusinessSection } from './BusinessSection.tsx';
export { PlatformSection } from './PlatformSection.tsx';
export { IndustrialSection } from './IndustrialSection.tsx';
export { MediaSection } from './MediaSection.tsx';
export { AnchorMenu } from './AnchorMenu.tsx';
