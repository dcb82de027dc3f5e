import { envNumber } from '../../env-values.ts';
import { checkTimeZone, parseBusinessHours } from './business-hours.ts';
import type { WeeklyHours } from './business-hours.ts';
import { defaultAwayMessage } from './hours-text.ts';

/** Customer-service desk settings (README "Configuration"), read once from the environment. */
export interface DeskConfig {
  /** DESK_TIME_ZONE: the zone business hours and daily reports are in (default Asia/Shanghai). */
  timeZone: string;
  /** DESK_HOURS (default `mon-fri 09:00-18:00`), parsed. */
  hours: WeeklyHours;
  /** DESK_AWAY_MESSAGE_ZH / DESK_AWAY_MESSAGE_EN: sent to a visitor who writes when nobody can answer (default: naming DESK_HOURS). */
  awayMessage: { zh_CN: string; en_US: string };
  /** DESK_AGENT_LIMIT: open conversations round robin gives one agent at most (default 5; per agent in the desk). */
  agentLimit: number;
  /** DESK_PRESENCE_SECONDS: an agent is offline this long after their desk's last heartbeat (default 60). */
  presenceSeconds: number;
  /** DESK_REOPEN_HOURS: a visitor writing within this long of a resolve reopens it, later starts a new one (default 24). */
  reopenHours: number;
}

export function loadDeskConfig(env: NodeJS.ProcessEnv): DeskConfig {
  const timeZone = env.DESK_TIME_ZONE || 'Asia/Shanghai';
  checkTimeZone(timeZone);
  const hours = parseBusinessHours(env.DESK_HOURS || 'mon-fri 09:00-18:00');
  return {
    timeZone,
    hours,
    awayMessage: {
      zh_CN: env.DESK_AWAY_MESSAGE_ZH || defaultAwayMessage(hours, timeZone, 'zh_CN'),
      en_US: env.DESK_AWAY_MESSAGE_EN || defaultAwayMessage(hours, timeZone, 'en_US'),
    },
    agentLimit: Math.max(1, Math.floor(envNumber(env.DESK_AGENT_LIMIT, 5))),
    presenceSeconds: Math.max(1, envNumber(env.DESK_PRESENCE_SECONDS, 60)),
    reopenHours: envNumber(env.DESK_REOPEN_HOURS, 24),
  };
}
