import { splitLocalePath } from '../../../common/locale.ts';

/** The site section of a URL path: its first segment without the locale ('/en/bussiness/gmscare' -> 'bussiness', '/' -> ''). */
export function sectionOf(pathname: string): string {
  const { path } = splitLocalePath(pathname);
  return path.split('/').find((segment) => segment !== '') ?? '';
}

/** Footer rule (SPEC §2): a link opens in a new tab unless the visitor is already in that section. */
export function opensInNewTab(currentPathname: string, targetPath: string): boolean {
  return sectionOf(currentPathname) !== sectionOf(targetPath);
}
