import * as fs from 'node:fs';
import * as path from 'node:path';
import { Controller, Get, Inject, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { type Clock, CLOCK } from '../common/clock';
import { DomainError } from '../common/domain-error';
import { tokenHash } from '../infra/accounts/sessions.repository';
import { UsersQueries } from '../projections/users/users.queries';
import { type BuiltFile, builtFile, HTML_TYPE } from './built-files';
import { isNotModified } from './conditional-get';
import { chooseEncoding } from './content-encoding';
import { errorBody } from './errors.filter';
import { Input } from './input';
import { clientScreenAt } from './seo/client-routes';
import { PageRenderer } from './seo/page-renderer';
import { SESSION_COOKIE } from './session-cookies';
import { PublicCache } from './visitor-cache';
import { WEB_ROOT } from './web-root';

/** An address of a file (or of the API), not a page: its answer is no visitor's read of the read model. */
const namesNoPage = (pathname: string) =>
  pathname.startsWith('/api/') || (path.extname(pathname) !== '' && clientScreenAt(pathname) === null);

/**
 * Serves the built client: its files, and index.html for every page (the client routes it), with
 * that page's title and description for search engines and link previews, and 404 for an address
 * that opens no screen. A missing file is a plain 404, never the page: a script of a release that is
 * gone (an old tab) must fail as a script, not run as HTML.
 */
@ApiExcludeController()
@Controller()
export class SpaController {
  constructor(
    private readonly pages: PageRenderer,
    private readonly users: UsersQueries,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Get('*')
  @PublicCache({ skip: namesNoPage })
  @Input({ params: z.object({ '*': z.string().max(2048) }).loose(), query: z.object({}).loose() })
  async serve(@Req() req: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const pathname = decodePath(req.url.split('?')[0]!);
    if (pathname.startsWith('/api/') || pathname === '/api') throw new DomainError('not_found', 'No such API route.');
    const file = path.resolve(WEB_ROOT, `.${pathname}`);
    const built = file.startsWith(WEB_ROOT + path.sep) && path.extname(file) ? builtFile(file) : null;
    if (built) return sendFile(req, reply, built, pathname.startsWith('/assets/'));
    // An address with an extension names a file, unless a screen takes it (a search for "node.js").
    // Kept by no cache: during a rolling deployment the file may exist on the next replica asked.
    if (path.extname(pathname) && clientScreenAt(pathname) === null) {
      void reply.status(404).header('cache-control', 'no-store').send(errorBody(404, 'No such file.'));
      return;
    }
    const page = await this.pages.render(pathname, () => this.readerOf(req));
    void reply
      .status(page.status)
      .header('content-type', HTML_TYPE)
      .header('cache-control', 'no-cache')
      .send(page.html);
  }

  /** Pages load no session (session.hooks.ts does for the API): a post's page looks its reader up when it needs them. */
  private async readerOf(req: FastifyRequest): Promise<number | null> {
    const token = req.cookies[SESSION_COOKIE];
    if (!token || token.length > 100) return null;
    return (await this.users.forSession(tokenHash(token), this.clock.now()))?.profile.uid ?? null;
  }
}

function sendFile(req: FastifyRequest, reply: FastifyReply, built: BuiltFile, immutable: boolean): void {
  const copy = chooseEncoding(req.headers['accept-encoding'], built.precompressed);
  const sent = copy ?? built.plain;
  void reply
    .header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=300')
    .header('etag', sent.etag)
    .header('last-modified', built.lastModified.toUTCString());
  if (built.precompressed.length > 0) void reply.header('vary', 'accept-encoding');
  if (isNotModified(req.headers, { etag: sent.etag, lastModified: built.lastModified })) {
    void reply.status(304).send();
    return;
  }
  if (copy) void reply.header('content-encoding', copy.encoding);
  void reply.header('content-type', built.type).send(fs.createReadStream(sent.path));
}

/** The path decoded segment by segment, as the client's router decodes it: an encoded slash stays inside its segment. */
function decodePath(raw: string): string {
  try {
    return raw
      .split('/')
      .map((segment) => decodeURIComponent(segment).replace(/\//g, '%2F'))
      .join('/');
  } catch {
    throw new DomainError('validation', 'The address is not valid.');
  }
}
