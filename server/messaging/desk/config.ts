import { envNumber } from '../../env-values.ts';
import { checkTimeZone, parseBusinessHours } from './business-hours.ts';
import type { WeeklyHours } from './business-hours.ts';

/** Customer-service desk settings (README "Configuration"), read once from the environment. */
export interface DeskConfig {
  /** DESK_TIME_ZONE: the zone business hours and daily reports are in (default Asia/Shanghai). */
  timeZone: string;
  /** DESK_HOURS (default `mon-fri 09:00-18:00`), parsed. */
  hours: WeeklyHours;
  /** DESK_AWAY_MESSAGE_ZH / DESK_AWAY_MESSAGE_EN: sent to a visitor who writes when nobody can answer. */
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
  return {
    timeZone,
    hours: parseBusinessHours(env.DESK_HOURS || 'mon-fri 09:00-18:00'),
    awayMessage: {
      zh_CN: env.DESK_AWAY_MESSAGE_ZH || '您好，客服现在不在线（工作时间：周一至周五 9:00-18:00）。请留下电话或邮箱，我们会尽快与您联系。',
      en_US:
        env.DESK_AWAY_MESSAGE_EN ||
        'Hello, no agent is available right now (hours: Monday to Friday, 9:00-18:00 China time). Leave your phone or e-mail and we will get back to you soon.',
    },
    agentLimit: Math.max(1, Math.floor(envNumber(env.DESK_AGENT_LIMIT, 5))),
    presenceSeconds: Math.max(1, envNumber(env.DESK_PRESENCE_SECONDS, 60)),
    reopenHours: envNumber(env.DESK_REOPEN_HOURS, 24),
  };
}
