import { Controller, Get, Inject, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { DomainError } from '../common/domain-error';
import type { Config } from '../config/config';
import { LIVE_EVENTS, type LiveMessage, type LiveNotice } from '../contracts/live';
import { type GlobalPosition, laterPosition } from '../infra/event-store/event-store.port';
import { CONFIG } from '../infra/tokens';
import { Input } from './input';
import { StreamOutput } from './output';
import { liveMessage } from './responses/live.responses';
import { LiveHub } from './live/live-hub';
import { type BufferedMessage, decodeLiveId, encodeLiveId } from './live/live-ids';
import { LiveStreamCounts } from './live/live-limits';

const HEARTBEAT_MS = 25_000;
/** What one stream may hold unsent before it is closed. */
const UNREAD_BYTES_MAX = 256 * 1024;
// An id this server cannot read is answered with a reset, never refused; its own ids are far shorter than the bound.
const liveQuery = z.object({ lastEventId: z.string().max(1_000).optional() });

/**
 * The live update stream (Server-Sent Events): notices of what changed, never what it says. A
 * member's own notices go only to streams opened with their session; anonymous streams get the public ones.
 */
@ApiTags('live')
@Controller('api/live')
export class LiveController {
  private readonly counts: LiveStreamCounts;

  constructor(
    private readonly hub: LiveHub,
    @Inject(CONFIG) private readonly config: Config,
  ) {
    this.counts = new LiveStreamCounts(config.live);
  }

  @Get()
  @StreamOutput('A stream of live update notices: what changed, to read again through the other routes', liveMessage)
  @Input({ query: liveQuery })
  open(@Req() request: FastifyRequest, @Res() reply: FastifyReply): void {
    const address = request.ip;
    const session = request.session?.token ?? null;
    const refused = this.counts.take(address, session);
    if (refused) throw new DomainError('unavailable', `${refused} The page works without live updates.`);
    const uid = request.session?.user.uid ?? null;
    const header = request.headers['last-event-id'];
    const query = (request.query as { lastEventId?: string }).lastEventId;
    const lastId = typeof header === 'string' ? header : query;

    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      // As every answer under /api: kept by no cache (no-cache alone would let one store it).
      'cache-control': 'no-store',
      'x-accel-buffering': 'no',
      'x-content-type-options': 'nosniff',
      connection: 'keep-alive',
    });
    let positions = new Map<string, GlobalPosition>(this.hub.current());
    // A new tab's place is where this process stands: a drop before its first notice resumes from there.
    const place = lastId === undefined ? `id: ${encodeLiveId(positions)}\n` : '';
    raw.write(`retry: 3000\n${place}event: ${LIVE_EVENTS.ready}\ndata: {}\n\n`);
    let closed = false;
    let heartbeat: NodeJS.Timeout | undefined = undefined;
    let maxAge: NodeJS.Timeout | undefined = undefined;
    let leave = () => {};
    /** Ends the stream; `stalled`: at once, dropping what the tab has not read (it resumes from what it had). */
    const close = (stalled = false) => {
      if (closed) return;
      closed = true;
      clearInterval(heartbeat);
      clearTimeout(maxAge);
      leave();
      this.counts.release(address, session);
      if (stalled) raw.destroy();
      else raw.end();
    };
    const send = (notices: LiveNotice[]) => {
      if (closed) return;
      const body: LiveMessage = { notices };
      raw.write(`id: ${encodeLiveId(positions)}\nevent: ${LIVE_EVENTS.notices}\ndata: ${JSON.stringify(body)}\n\n`);
      // A tab that reads slower than notices come (a stalled connection) is let go rather than kept in memory:
      // its browser reconnects with the id of the last message it read and is sent the rest.
      if (raw.writableLength > UNREAD_BYTES_MAX) close(true);
    };
    const visible = (message: BufferedMessage) =>
      message.notices
        .filter((n) => (n.uids ? uid !== null && n.uids.includes(uid) : !n.members || uid !== null))
        .map((n) => n.notice);
    const deliver = (message: BufferedMessage | 'reset') => {
      if (message === 'reset') return send([{ kind: 'reset' }]);
      // A lane's retry after a failure may tell of older events again: the tab's place never goes back.
      const was = positions.get(message.lane);
      positions.set(message.lane, was ? laterPosition(was, message.position) : message.position);
      const notices = visible(message);
      if (notices.length > 0) send(notices);
    };

    const tab = lastId === undefined ? undefined : decodeLiveId(lastId);
    const opened = this.hub.open(tab ?? null, deliver, close);
    leave = opened.leave;
    const { replay } = opened;
    if (tab !== undefined) {
      if (replay.reset) send([{ kind: 'reset' }]);
      else {
        // Replayed ids name the tab's own place; after them it stands where this process does.
        const now = positions;
        positions = new Map([...now, ...(tab ?? [])]);
        for (const message of replay.messages) deliver(message);
        positions = now;
      }
    }
    if (closed) return;
    heartbeat = setInterval(() => raw.write(': heartbeat\n\n'), HEARTBEAT_MS);
    maxAge = setTimeout(() => close(), this.config.live.maxAgeSeconds * 1_000);
    raw.on('close', () => close());
  }
}
