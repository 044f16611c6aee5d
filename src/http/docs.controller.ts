import * as fs from 'node:fs';
import { Controller, Get, Param, Res } from '@nestjs/common';
import { ApiExcludeController, type OpenAPIObject } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { DomainError } from '../common/domain-error';
import { API_DOCS_FILES, API_DOCS_PAGE } from './api-docs-ui';
import { Input } from './input';

let document: OpenAPIObject | null = null;
export const setOpenApiDocument = (doc: OpenAPIObject) => (document = doc);

const fileParams = z.object({ file: z.string() });

/** The OpenAPI document, and the interactive reference over it (Swagger UI, served from its npm package). */
@ApiExcludeController()
@Controller('api')
export class DocsController {
  /** The document's address; the one under /api/docs is where it was first published, and stays. */
  @Get(['openapi.json', 'docs/openapi.json'])
  @Input({})
  json(): OpenAPIObject | null {
    return document;
  }

  @Get('docs')
  @Input({})
  page(@Res() reply: FastifyReply): void {
    void reply.header('content-type', 'text/html; charset=utf-8').send(API_DOCS_PAGE);
  }

  @Get('docs/:file')
  @Input({ params: fileParams })
  asset(@Param() { file }: z.infer<typeof fileParams>, @Res() reply: FastifyReply): void {
    const found = Object.hasOwn(API_DOCS_FILES, file) ? API_DOCS_FILES[file]! : null;
    if (!found) throw new DomainError('not_found', 'No such file.');
    void reply.header('content-type', found.type).send('text' in found ? found.text : fs.createReadStream(found.file));
  }
}
