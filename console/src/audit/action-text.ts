import type { TFunction } from 'i18next';
import { contentAction } from '../../../common/console/audit-actions.ts';

/**
 * An audit action in the reader's language: a content change as its verb and what it changed ('Unpublished an
 * article'), any other by its own text (common/console/audit-actions.ts lists them; a check makes sure each has one).
 */
export function actionText(t: TFunction, action: string): string {
  const content = contentAction(action);
  if (content) return t(`actionContent.${content.verb}`, { area: t(`actionArea.${content.area}`) });
  return t(`action.${action}`, { defaultValue: action });
}
