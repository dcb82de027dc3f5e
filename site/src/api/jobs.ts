import type { Locale } from '../../../common/locale.ts';
import { apiRequest } from './http.ts';
import type { PageOf } from './paging.ts';
import { queryString } from './paging.ts';

/** Recruitment mode: 1 social (experienced hires), 2 campus. */
export type RecruitmentMode = 1 | 2;

export interface JobPosition {
  id: number;
  title: string;
  mode: RecruitmentMode;
  city: string;
  cityName: string;
  positionType: string;
  positionTypeName: string;
  education: string;
  experience: string;
  salaryRange: string;
  publishedAt: string;
  updatedAt: string;
}

export interface JobPositionDetail extends JobPosition {
  responsibilities: string;
  requirements: string;
  contactPhone: string;
  contactPerson: string;
}

export interface JobOption {
  value: string;
  label: string;
}

export interface JobOptions {
  cities: JobOption[];
  positionTypes: JobOption[];
}

export interface JobListQuery {
  mode: RecruitmentMode;
  currentPage: number;
  pageSize: number;
  city?: string;
  positionType?: string;
  keyword?: string;
}

export function listJobs(locale: Locale, query: JobListQuery, signal?: AbortSignal): Promise<PageOf<JobPosition>> {
  const { positionType, keyword, ...rest } = query;
  return apiRequest<PageOf<JobPosition>>(`/api/jobs${queryString({ ...rest, function: positionType, keyword: keyword?.trim() })}`, {
    locale,
    signal,
  });
}

export function getJob(locale: Locale, id: number, signal?: AbortSignal): Promise<JobPositionDetail> {
  return apiRequest<JobPositionDetail>(`/api/jobs/${id}`, { locale, signal });
}

export function jobOptions(locale: Locale, signal?: AbortSignal): Promise<JobOptions> {
  return apiRequest<JobOptions>('/api/jobs/options', { locale, signal });
}
