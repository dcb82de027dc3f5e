import { envList, envNumber } from '../env-values.ts';

/** Staff console settings (README "Configuration"), read once from the environment. */
export interface ConsoleConfig {
  /** SMTP_URL: where lead notifications are sent from (smtp:// or smtps://, credentials in the URL); unset = no e-mail. */
  smtpUrl: string | undefined;
  /** SMTP_FROM: the notifications' sender address. */
  mailFrom: string;
  /** LEADS_NOTIFY_TO (every lead), LEADS_NOTIFY_SALES_TO (enquiries and sales requests), LEADS_NOTIFY_JOBS_TO (job applications). */
  notifyTo: { sales: string[]; jobs: string[] };
  /** LEADS_NOTIFY_SECONDS: how often new leads are looked for (default 10). */
  notifySeconds: number;
  /** CONSOLE_SESSION_HOURS: lifetime of a console session (default 12). */
  sessionHours: number;
  /** CONSOLE_URL: the console's public address, linked from the e-mails (default SITE_URL + /console/). */
  consoleUrl: string;
}

export function loadConsoleConfig(env: NodeJS.ProcessEnv): ConsoleConfig {
  const all = envList(env.LEADS_NOTIFY_TO);
  const sales = envList(env.LEADS_NOTIFY_SALES_TO);
  const jobs = envList(env.LEADS_NOTIFY_JOBS_TO);
  return {
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.SMTP_FROM || 'SeaLink Console <no-reply@localhost>',
    notifyTo: { sales: sales.length ? sales : all, jobs: jobs.length ? jobs : all },
    notifySeconds: Math.max(1, envNumber(env.LEADS_NOTIFY_SECONDS, 10)),
    sessionHours: Math.max(0.01, envNumber(env.CONSOLE_SESSION_HOURS, 12)),
    consoleUrl: env.CONSOLE_URL || `${(env.SITE_URL || 'http://localhost:3000').replace(/\/+$/, '')}/console/`,
  };
}
