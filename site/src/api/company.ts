import type { Locale } from '../../../common/locale.ts';
import { apiRequest } from './http.ts';

export interface Branch {
  id: number;
  name: string;
  address: string;
  phone: string;
  email: string;
  city: string;
}

/** One marketing figure (SPEC §1), label in the request's language. */
export interface MarketingFigure {
  key: string;
  value: string;
  label: string;
}

export function listBranches(locale: Locale, signal?: AbortSignal): Promise<Branch[]> {
  return apiRequest<Branch[]>('/api/branches', { locale, signal });
}

export function listFigures(locale: Locale, signal?: AbortSignal): Promise<MarketingFigure[]> {
  return apiRequest<MarketingFigure[]>('/api/figures', { locale, signal });
}

/** The figures with these keys, in the order asked for (unknown keys skipped). */
export function pickFigures(figures: readonly MarketingFigure[], keys: readonly string[]): MarketingFigure[] {
  const byKey = new Map(figures.map((f) => [f.key, f]));
  return keys.flatMap((key) => {
    const figure = byKey.get(key);
    return figure ? [figure] : [];
  });
}
