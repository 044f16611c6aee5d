import type { Config } from '../../config/config';

/**
 * What a process that sends mail says at start when the services profile has no SMTP_URL: the
 * outbox folder suits the embedded profile on one machine, but a deployed site would send nobody
 * anything (reset codes included) and say nothing. Null when there is nothing to warn about.
 */
export function outboxWarning(config: Pick<Config, 'profile' | 'roles' | 'smtpUrl' | 'outboxDir'>): string | null {
  if (config.profile !== 'services' || config.smtpUrl || !config.roles.includes('worker')) return null;
  return `SMTP_URL is not set: mail is written to ${config.outboxDir} instead of being sent (set SMTP_URL to send it)`;
}
