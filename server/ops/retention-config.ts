import { envNumber } from '../env-values.ts';

/**
 * How long personal data is kept (README "Retention"), in days; 0 = kept forever. Read once from the environment.
 */
export interface RetentionConfig {
  /** RETAIN_LEADS_DAYS (formerly LEADS_RETENTION_DAYS, still read): leads with their notes and résumés (default 730). */
  leadsDays: number;
  /** RETAIN_RESUMES_DAYS: résumé files of job applications; the application itself stays (default: kept). */
  resumesDays: number;
  /** RETAIN_VISITOR_CHATS_DAYS: a chat visitor silent this long is erased with their messages, files and desk records. */
  visitorChatsDays: number;
  /** RETAIN_CALL_RECORDS_DAYS: records of calls ended this long ago. */
  callRecordsDays: number;
  /** RETAIN_UNREFERENCED_UPLOADS_DAYS: files in the upload folders that no row references, this old. */
  unreferencedUploadsDays: number;
  /** RETAIN_PASS_SECONDS: how often the retention pass runs, on one instance at a time (default 3600; 0 = never). */
  passSeconds: number;
}

export function loadRetentionConfig(env: NodeJS.ProcessEnv): RetentionConfig {
  return {
    leadsDays: envNumber(env.RETAIN_LEADS_DAYS, envNumber(env.LEADS_RETENTION_DAYS, 730)),
    resumesDays: envNumber(env.RETAIN_RESUMES_DAYS, 0),
    visitorChatsDays: envNumber(env.RETAIN_VISITOR_CHATS_DAYS, 0),
    callRecordsDays: envNumber(env.RETAIN_CALL_RECORDS_DAYS, 0),
    unreferencedUploadsDays: envNumber(env.RETAIN_UNREFERENCED_UPLOADS_DAYS, 0),
    passSeconds: envNumber(env.RETAIN_PASS_SECONDS, 3600),
  };
}
