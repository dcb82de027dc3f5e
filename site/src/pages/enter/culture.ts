/** Anchor id of a culture topic on /enter/cultureDetails (SPEC §2: #culturemMission, #culturemVision, #culturemValues). */
export function cultureAnchor(key: string): string {
  return `culturem${key.charAt(0).toUpperCase()}${key.slice(1)}`;
}

/** The nine culture topics in page order. */
export const CULTURE_TOPICS = [
  'mission',
  'vision',
  'values',
  'competitiveness',
  'strategy',
  'management',
  'organization',
  'business',
  'team',
] as const;
