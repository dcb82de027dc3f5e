import { createContext, useContext } from 'react';
import type { WidgetConfig } from './config.ts';

/** Resolved element settings for code inside the widget (the lazy chat body included). */
export const WidgetConfigContext = createContext<WidgetConfig | null>(null);

export function useWidgetConfig(): WidgetConfig {
  const config = useContext(WidgetConfigContext);
  if (!config) throw new Error('useWidgetConfig must be used inside <hy-chat>');
  return config;
}
