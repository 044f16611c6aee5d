import type { LiveNotice } from '../../src/contracts/live';

/** One Server-Sent Events message as the stream sent it. */
export interface SseMessage {
  event: string;
  id: string | null;
  data: string;
}

/**
 * An open SSE stream read with fetch and a streaming body reader, as a test sees it: `next` waits for
 * the next message (a comment line such as a heartbeat is not one).
 */
export class SseStream {
  private readonly queue: SseMessage[] = [];
  private readonly waiting: ((message: SseMessage | null) => void)[] = [];
  private ended = false;

  private constructor(
    readonly status: number,
    readonly headers: Headers,
    private readonly controller: AbortController,
  ) {}

  static async open(url: string, headers: Record<string, string> = {}): Promise<SseStream> {
    const controller = new AbortController();
    const response = await fetch(url, {
      headers: { accept: 'text/event-stream', ...headers },
      signal: controller.signal,
    });
    const stream = new SseStream(response.status, response.headers, controller);
    if (response.status !== 200 || !response.body) {
      stream.body = await response.text();
      stream.finish();
    } else void stream.read(response.body);
    return stream;
  }

  /** The body of a refused stream. */
  body = '';

  private async read(body: ReadableStream<Uint8Array>): Promise<void> {
    const decoder = new TextDecoder();
    let text = '';
    try {
      for await (const chunk of body) {
        text += decoder.decode(chunk, { stream: true });
        let end: number;
        while ((end = text.indexOf('\n\n')) >= 0) {
          this.parse(text.slice(0, end));
          text = text.slice(end + 2);
        }
      }
    } catch {
      // aborted by close()
    }
    this.finish();
  }

  private parse(block: string): void {
    const message: SseMessage = { event: 'message', id: null, data: '' };
    let any = false;
    for (const line of block.split('\n')) {
      const colon = line.indexOf(':');
      if (colon === 0) continue;
      const field = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'event') message.event = value;
      else if (field === 'id') message.id = value;
      else if (field === 'data') message.data = message.data ? `${message.data}\n${value}` : value;
      else continue;
      any = true;
    }
    if (!any || (message.event === 'message' && message.data === '' && message.id === null)) return;
    const waiter = this.waiting.shift();
    if (waiter) waiter(message);
    else this.queue.push(message);
  }

  private finish(): void {
    this.ended = true;
    for (const waiter of this.waiting.splice(0)) waiter(null);
  }

  /** The next message, or null once the stream ended; fails after `timeoutMs`. */
  next(timeoutMs = 10_000): Promise<SseMessage | null> {
    const queued = this.queue.shift();
    if (queued) return Promise.resolve(queued);
    if (this.ended) return Promise.resolve(null);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiting.splice(this.waiting.indexOf(done), 1);
        reject(new Error('No SSE message came'));
      }, timeoutMs);
      const done = (message: SseMessage | null) => {
        clearTimeout(timer);
        resolve(message);
      };
      this.waiting.push(done);
    });
  }

  /** Reads `notices` messages until one has a notice matching `match`; returns that message. */
  async until(
    match: (notice: LiveNotice) => boolean,
    timeoutMs = 10_000,
  ): Promise<SseMessage & { notices: LiveNotice[] }> {
    for (;;) {
      const message = await this.next(timeoutMs);
      if (!message) throw new Error('The stream ended before the notice came');
      if (message.event !== 'notices') continue;
      const notices = (JSON.parse(message.data) as { notices: LiveNotice[] }).notices;
      if (notices.some(match)) return { ...message, notices };
    }
  }

  /** Every notices message already received, without waiting. */
  drained(): (SseMessage & { notices: LiveNotice[] })[] {
    return this.queue
      .splice(0)
      .filter((m) => m.event === 'notices')
      .map((m) => ({ ...m, notices: (JSON.parse(m.data) as { notices: LiveNotice[] }).notices }));
  }

  close(): void {
    this.controller.abort();
  }
}
