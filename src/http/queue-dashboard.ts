import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { FastifyAdapter } from '@bull-board/fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from '../common/clock';
import { MESSAGES } from '../contracts/messages';
import { tokenHash } from '../infra/accounts/sessions.repository';
import { BullMqJobQueue } from '../infra/jobs/bullmq-job-queue';
import type { JobQueue } from '../infra/jobs/job-queue.port';
import { EMAIL_QUEUE, type EmailJob, QUEUES } from '../infra/jobs/queues';
import type { UsersQueries } from '../projections/users/users.queries';
import { SAFE_METHODS, SESSION_COOKIE } from './session-cookies';

export const QUEUE_DASHBOARD_PATH = '/admin/queues';

export const QUEUE_DASHBOARD_TEXT = {
  embedded:
    'The job queue dashboard needs the services profile (BullMQ on Redis). In the embedded profile the jobs run inside the server process, one after another, and leave no queue to look at.',
  forbidden: 'The job queue dashboard is for administrators.',
  crossSite: 'Changes to the job queues must come from this site.',
} as const;

const page = (title: string, text: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head>` +
  `<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 3rem auto; padding: 0 1rem; line-height: 1.5">` +
  `<h1>${title}</h1><p>${text}</p><p><a href="/admin">Back to the Admin Area</a></p></body></html>`;

interface Deps {
  jobs: JobQueue;
  users: UsersQueries;
  clock: Clock;
}

/**
 * Only administrators reach the dashboard: a visitor is sent to log in, anyone else is refused.
 * Its own calls carry no CSRF token, so a change must at least come from this site.
 */
function adminOnly(deps: Deps) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const wantsPage = request.method === 'GET' && !request.url.startsWith(`${QUEUE_DASHBOARD_PATH}/api/`);
    const token = request.cookies[SESSION_COOKIE];
    const found = token && token.length <= 100 ? await deps.users.forSession(tokenHash(token), deps.clock.now()) : null;
    if (!found) {
      if (wantsPage) return reply.redirect('/login', 302);
      return reply.status(401).send({ statusCode: 401, error: 'Unauthorized', message: 'Please log in.' });
    }
    if (found.profile.role !== 'Administrator') {
      if (wantsPage)
        return reply
          .status(403)
          .type('text/html; charset=utf-8')
          .send(page('Job queues', QUEUE_DASHBOARD_TEXT.forbidden));
      return reply.status(403).send({ statusCode: 403, error: 'Forbidden', message: QUEUE_DASHBOARD_TEXT.forbidden });
    }
    if (found.mustChangePassword && !SAFE_METHODS.has(request.method)) {
      return reply.status(403).send({ statusCode: 403, error: 'Forbidden', message: MESSAGES.newPasswordFirst });
    }
    const origin = request.headers.origin;
    if (
      request.method !== 'GET' &&
      request.method !== 'HEAD' &&
      origin !== undefined &&
      new URL(origin).host !== request.headers.host
    ) {
      return reply.status(403).send({ statusCode: 403, error: 'Forbidden', message: QUEUE_DASHBOARD_TEXT.crossSite });
    }
  };
}

/**
 * A queue as the dashboard shows it. An email job shows its subject only: its addressee and text
 * can carry a reset code, or say which member hears of the answers to a question asked under a
 * pseudonym (see contracts/pseudonyms.ts).
 */
function dashboardQueue(queue: ReturnType<BullMqJobQueue['queuesNamed']>[number]): BullMQAdapter {
  const adapter = new BullMQAdapter(queue);
  if (queue.name === EMAIL_QUEUE) adapter.setFormatter('data', ({ subject }: EmailJob) => ({ subject }));
  return adapter;
}

/** bull-board for the BullMQ queues at /admin/queues; in the embedded profile, a page that says why there is none. */
export async function registerQueueDashboard(fastify: FastifyInstance, deps: Deps): Promise<void> {
  await fastify.register(
    async (scope) => {
      scope.addHook('onRequest', adminOnly(deps));
      if (deps.jobs instanceof BullMqJobQueue) {
        const serverAdapter = new FastifyAdapter();
        createBullBoard({
          queues: deps.jobs.queuesNamed(QUEUES).map(dashboardQueue),
          serverAdapter,
          options: { uiConfig: { boardTitle: 'Job queues' } },
        });
        serverAdapter.setBasePath(QUEUE_DASHBOARD_PATH);
        await scope.register(serverAdapter.registerPlugin() as never);
      } else {
        const explain = (_request: FastifyRequest, reply: FastifyReply) =>
          reply.type('text/html; charset=utf-8').send(page('Job queues', QUEUE_DASHBOARD_TEXT.embedded));
        scope.get('/', explain);
        // Everything under the path stays the dashboard's (and behind its check), not the web app's.
        scope.get('/*', explain);
      }
    },
    { prefix: QUEUE_DASHBOARD_PATH },
  );
}
