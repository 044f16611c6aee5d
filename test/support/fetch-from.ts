import * as http from 'node:http';

/**
 * A `fetch` whose connections leave from `localAddress` (any of 127.0.0.0/8 on Linux): the server,
 * which trusts no forwarding header, sees each test client as a different address.
 */
export function fetchFrom(localAddress: string): typeof fetch {
  return async (input, init = {}) => {
    const url = new URL(String(input));
    if (init.body !== undefined && init.body !== null && typeof init.body !== 'string')
      throw new Error('fetchFrom sends text bodies only');
    const body = init.body ?? undefined;
    return new Promise<Response>((resolve, reject) => {
      const request = http.request(
        {
          host: url.hostname,
          port: url.port,
          path: url.pathname + url.search,
          method: init.method ?? 'GET',
          headers: init.headers as Record<string, string>,
          localAddress,
        },
        (reply) => {
          const chunks: Buffer[] = [];
          reply.on('data', (chunk: Buffer) => chunks.push(chunk));
          reply.on('error', reject);
          reply.on('end', () => {
            const headers = new Headers();
            for (const [name, value] of Object.entries(reply.headers))
              for (const one of [value ?? []].flat()) headers.append(name, one);
            resolve(
              new Response(chunks.length > 0 ? Buffer.concat(chunks) : null, { status: reply.statusCode, headers }),
            );
          });
        },
      );
      request.on('error', reject);
      request.end(body);
    });
  };
}
