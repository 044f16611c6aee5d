import * as fs from 'node:fs';
import * as path from 'node:path';
import { Controller, Get, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { DomainError } from '../common/domain-error';
import { chooseEncoding, PRECOMPRESSED, type Precompressed } from './content-encoding';
import { Input } from './input';
import { PageRenderer } from './seo/page-renderer';
import { WEB_ROOT } from './web-root';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.webmanifest': 'application/manifest+json',
};

/**
 * Serves the built client: its files, and index.html for every other page (the client routes it),
 * with that page's title and description for search engines and link previews.
 */
@ApiExcludeController()
@Controller()
export class SpaController {
  constructor(private readonly pages: PageRenderer) {}

  @Get('*')
  @Input({ params: z.object({ '*': z.string().max(2048) }).loose(), query: z.object({}).loose() })
  async serve(@Req() req: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const pathname = decodePath(req.url.split('?')[0]!);
    if (pathname.startsWith('/api/') || pathname === '/api') throw new DomainError('not_found', 'No such API route.');
    const file = path.resolve(WEB_ROOT, `.${pathname}`);
    const inside = file.startsWith(WEB_ROOT + path.sep);
    if (inside && path.extname(file) && isFile(file)) {
      const immutable = pathname.startsWith('/assets/');
      const copies = precompressedCopies(file);
      const copy = chooseEncoding(req.headers['accept-encoding'], copies);
      if (copies.length > 0) void reply.header('vary', 'accept-encoding');
      if (copy) void reply.header('content-encoding', copy.encoding);
      void reply
        .header('content-type', TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream')
        .header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=300')
        .send(fs.createReadStream(copy ? file + copy.suffix : file));
      return;
    }
    const page = await this.pages.render(pathname);
    void reply.status(page.status).header('content-type', TYPES['.html']!).header('cache-control', 'no-cache').send(page.html);
  }
}

function decodePath(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    throw new DomainError('validation', 'The address is not valid.');
  }
}

// The built files do not change while the server runs: look each one's copies up once.
const copiesByFile = new Map<string, Precompressed[]>();

function precompressedCopies(file: string): Precompressed[] {
  let copies = copiesByFile.get(file);
  if (!copies) {
    copies = PRECOMPRESSED.filter((copy) => isFile(file + copy.suffix));
    copiesByFile.set(file, copies);
  }
  return copies;
}

function isFile(file: string): boolean {
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}
