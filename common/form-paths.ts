import type { SalesRequestKind } from './form-rules.ts';

/** The form submission endpoints (server/forms serves them, site/src/api/forms.ts posts to them). */
export const FORM_PATHS = {
  enquiry: '/api/enquiries',
  salesAgent: '/api/sales-agent-applications',
  demoVideo: '/api/demo-video-requests',
  energyTrial: '/api/energy-trial-requests',
  jobApplication: '/api/job-applications',
} as const satisfies Record<SalesRequestKind | 'enquiry' | 'jobApplication', `/api/${string}`>;
