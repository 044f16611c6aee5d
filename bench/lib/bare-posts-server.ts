/**
 * The baseline of the list, detail and search benchmarks: a bare Fastify server answering
 * GET /api/articles?page=N(&sort=top), GET /api/articles/:id and GET /api/search?q&kind&page with the app's own
 * `PostsQueries` and `SearchQueries` (the same SQL and row mapping) on pools opened like the
 * app's, with no Nest, hooks, cookies, helmet or validation in front of it.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { openPostgres, type SqlDatabase } from '../../src/infra/sql/database';
import type { ReadModel } from '../../src/projections/read-model';
import type { PostKind } from '../../src/contracts/content';
import type { PostSort } from '../../src/contracts/post-sorts';
import { PostsQueries } from '../../src/projections/posts/posts.queries';
import { openSearchDatabase } from '../../src/projections/search/search-database';
import { SearchQueries } from '../../src/projections/search/search.queries';

export interface BareServer {
  base: string;
  close(): Promise<void>;
}

export async function startBarePostsServer(databaseUrl: string): Promise<BareServer> {
  const database: SqlDatabase<ReadModel> = openPostgres<ReadModel>(databaseUrl);
  const posts = new PostsQueries(database);
  const searchDatabase = openSearchDatabase(database, databaseUrl);
  const search = new SearchQueries(searchDatabase);
  const server: FastifyInstance = Fastify({ logger: false });
  server.get<{ Querystring: { page?: string; sort?: PostSort } }>('/api/articles', (request) =>
    posts.page('articles', Number(request.query.page ?? 1), request.query.sort),
  );
  server.get<{ Params: { id: string } }>('/api/articles/:id', async (request, reply) => {
    const post = await posts.detail('articles', Number(request.params.id));
    return post ?? reply.status(404).send({ statusCode: 404 });
  });
  server.get<{ Querystring: { q: string; kind?: PostKind; page?: string } }>('/api/search', (request) =>
    search.search(request.query.q, request.query.kind ?? 'articles', Number(request.query.page ?? 1)),
  );
  try {
    await server.listen({ port: 0, host: '127.0.0.1' });
  } catch (error) {
    await searchDatabase.close();
    await database.close();
    throw error;
  }
  const { port } = server.server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    async close() {
      await server.close();
      await searchDatabase.close();
      await database.close();
    },
  };
}
