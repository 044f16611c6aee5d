import { loadConfig } from '../../config/config';
import { outboxWarning } from './outbox-warning';

const SERVICES = { DATABASE_URL: 'postgres://site@db/site', REDIS_URL: 'redis://redis:6379', DATA_DIR: '/data' };

describe('outboxWarning', () => {
  it('warns a services process that sends mail (the worker role) without SMTP_URL, naming the variable and the folder', () => {
    expect(outboxWarning(loadConfig({ ...SERVICES, PROCESS_ROLES: 'worker' }))).toBe(
      'SMTP_URL is not set: mail is written to /data/outbox instead of being sent (set SMTP_URL to send it)',
    );
    expect(outboxWarning(loadConfig(SERVICES))).not.toBeNull();
  });

  it('says nothing with SMTP_URL set', () => {
    expect(outboxWarning(loadConfig({ ...SERVICES, SMTP_URL: 'smtp://mail.example.org:587' }))).toBeNull();
  });

  it('says nothing in the embedded profile, where the outbox is the documented place for mail', () => {
    expect(outboxWarning(loadConfig({ DATA_DIR: '/data' }))).toBeNull();
  });

  it('says nothing in processes that send no mail (API and projector only)', () => {
    expect(outboxWarning(loadConfig({ ...SERVICES, PROCESS_ROLES: 'api,projector' }))).toBeNull();
  });
});
