import type { ComponentType } from 'react';
import type { ConsoleRight } from '../../common/console/roles.ts';

/**
 * The console's modules: one folder each, one entry here. A module shows in the navigation of the roles holding
 * any of its rights and owns the routes under its path (the server checks the same rights on its API).
 * A new module (content, conversations) adds its folder and one line.
 */
export interface ConsoleModule {
  /** URL segment under /console/ and navigation key (`nav.<id>`). */
  id: string;
  rights: readonly ConsoleRight[];
  /** The module's screens, loaded when first opened; it routes below its path itself. */
  load: () => Promise<{ default: ComponentType }>;
}

export const MODULES: readonly ConsoleModule[] = [
  { id: 'conversations', rights: ['conversations'], load: () => import('./desk/DeskModule.tsx') },
  { id: 'leads', rights: ['leads.sales', 'leads.jobs'], load: () => import('./leads/LeadsModule.tsx') },
  { id: 'team', rights: ['team'], load: () => import('./team/TeamPage.tsx') },
  { id: 'content', rights: ['content'], load: () => import('./content/ContentModule.tsx') },
  { id: 'audit', rights: ['audit'], load: () => import('./audit/AuditPage.tsx') },
];
