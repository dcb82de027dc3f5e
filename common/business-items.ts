/**
 * Kinds of business items (cases, online courses, expert opinions, ship-digital and ship-security products)
 * and the path segment of their catalogue: the server serves `/api/<segment>` and `/api/<segment>/:id`, the
 * site's API client calls the same paths.
 */
export const BUSINESS_ITEM_PATHS = {
  case: 'cases',
  course: 'courses',
  expertOpinion: 'expert-opinions',
  shipDigital: 'ship-digital',
  shipSecurity: 'ship-security',
} as const;
export type BusinessItemKind = keyof typeof BUSINESS_ITEM_PATHS;

export function isBusinessItemKind(value: unknown): value is BusinessItemKind {
  return typeof value === 'string' && Object.hasOwn(BUSINESS_ITEM_PATHS, value);
}
