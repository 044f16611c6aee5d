// Every queue the system uses, named here so that commands enqueue without knowing the workers; a worker fails to start if one of them has no processor.
export const EMAIL_QUEUE = 'email';
export const MAINTENANCE_QUEUE = 'maintenance';
export const QOTD_QUEUE = 'qotd';
export const MEMBERSHIP_QUEUE = 'memberships';
export const NOTIFICATIONS_QUEUE = 'notifications';
export const ACCOUNTS_QUEUE = 'accounts';
export const QUEUES = [
  EMAIL_QUEUE,
  MAINTENANCE_QUEUE,
  QOTD_QUEUE,
  MEMBERSHIP_QUEUE,
  NOTIFICATIONS_QUEUE,
  ACCOUNTS_QUEUE,
] as const;

export interface EmailJob {
  to: string;
  subject: string;
  text: string;
}
