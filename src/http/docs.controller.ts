import { Controller, Get, Res } from '@nestjs/common';
import { ApiExcludeController, type OpenAPIObject } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Input } from './input';

let document: OpenAPIObject | null = null;
export const setOpenApiDocument = (doc: OpenAPIObject) => (document = doc);

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The OpenAPI document, and a plain readable page of it (no third-party UI bundle needed). */
@ApiExcludeController()
@Controller('api/docs')
export class DocsController {
  @Get('openapi.json')
  @Input({})
  json(): OpenAPIObject | null {
    return document;
  }

  @Get()
  @Input({})
  page(@Res() reply: FastifyReply): void {
    const rows = Object.entries(document?.paths ?? {}).flatMap(([path, item]) =>
      Object.entries(item as Record<string, { summary?: string; tags?: string[] }>).map(
        ([method, op]) =>
          `<tr><td><code>${method.toUpperCase()}</code></td><td><code>${escape(path)}</code></td><td>${escape(op.tags?.join(', ') ?? '')}</td></tr>`,
      ),
    );
    void reply.header('content-type', 'text/html; charset=utf-8').send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>API reference</title></head><body>
<h1>${escape(document?.info.title ?? 'API')}</h1><p>Machine-readable: <a href="/api/docs/openapi.json">openapi.json</a></p>
<table><thead><tr><th>Method</th><th>Path</th><th>Area</th></tr></thead><tbody>${rows.join('')}</tbody></table></body></html>`,
    );
  }
}
