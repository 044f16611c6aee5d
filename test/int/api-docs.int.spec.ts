import SwaggerParser from '@apidevtools/swagger-parser';
import Ajv2020 from 'ajv/dist/2020';
import { CONTROLLERS } from '../../src/app.module';
import { INPUT_METADATA, type InputSchemas } from '../../src/http/input';
import { ApiClient } from '../support/api-client';
import { startTestApp, type TestApp } from '../support/test-app';

// The API is described well enough to be driven from its documents alone: a valid OpenAPI 3.1
// document, every operation with its summary, body and answers, the CSRF header named where a
// client needs it, and an interactive reference served by the site itself.

type Schema = Record<string, unknown>;
interface Operation {
  operationId: string;
  summary?: string;
  parameters?: { name: string; schema: Schema }[];
  requestBody?: { content: Record<string, { schema?: Schema }> };
  responses: Record<
    string,
    { $ref?: string; content?: Record<string, { schema?: Schema }>; headers?: Record<string, unknown> }
  >;
  security?: Record<string, string[]>[];
}
interface Document {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: {
    schemas: Record<string, Schema>;
    responses: Record<string, { content: Record<string, { schema: Schema }> }>;
    securitySchemes: Record<string, Schema>;
  };
}

const UNSAFE = new Set(['post', 'put', 'patch', 'delete']);

/** The schemas a document holds, each with where it is, for a meta-schema to look at. */
function schemasOf(doc: Document): { where: string; schema: Schema }[] {
  return Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations).flatMap(([method, op]) => [
      ...(op.parameters ?? []).map((p) => ({
        where: `${method} ${path} ${p.name}`,
        schema: p.schema,
      })),
      ...Object.values(op.requestBody?.content ?? {}).map((c) => ({
        where: `${method} ${path} body`,
        schema: c.schema!,
      })),
      ...Object.entries(op.responses).flatMap(([status, r]) =>
        Object.values(r.content ?? {}).map((c) => ({ where: `${method} ${path} ${status}`, schema: c.schema! })),
      ),
    ]),
  );
}

/** Where a schema uses what only OpenAPI 3.0 means: `nullable`, or a boolean exclusiveMinimum/Maximum. */
function openApi30Keywords(value: unknown, where: string): string[] {
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value as Schema).flatMap(([key, child]) => [
    ...(key === 'nullable' || ((key === 'exclusiveMinimum' || key === 'exclusiveMaximum') && typeof child === 'boolean')
      ? [`${where}: ${key}`]
      : []),
    ...openApi30Keywords(child, `${where}.${key}`),
  ]);
}

const operationsOf = (doc: Document) =>
  Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, op]) => ({ name: `${method.toUpperCase()} ${path}`, method, op })),
  );

describe('the API documents', () => {
  let t: TestApp;
  let doc: Document;

  beforeAll(async () => {
    t = await startTestApp('embedded');
    doc = (await new ApiClient(t.baseUrl).get('/api/openapi.json')).body as Document;
  });
  afterAll(() => t.close());

  describe('the OpenAPI document', () => {
    it('is published at /api/openapi.json, and at /api/docs/openapi.json where it was first', async () => {
      expect(doc.openapi).toBe('3.1.0');
      expect((await new ApiClient(t.baseUrl).get('/api/docs/openapi.json')).body).toEqual(doc);
    });

    it('is valid by a standard OpenAPI validator', async () => {
      await expect(SwaggerParser.validate(structuredClone(doc) as never)).resolves.toBeDefined();
    });

    it('writes every schema in JSON Schema 2020-12, the dialect of OpenAPI 3.1, and none with a 3.0 keyword', () => {
      // Strict: a keyword JSON Schema does not know is an error; OpenAPI adds only these four.
      const ajv = new Ajv2020({ strict: true, strictRequired: false, allowUnionTypes: true, validateFormats: false });
      ajv.addVocabulary(['discriminator', 'xml', 'externalDocs', 'example']);
      const schemas = [
        ...schemasOf(doc),
        ...Object.entries(doc.components.schemas).map(([name, schema]) => ({ where: name, schema })),
      ];
      expect(schemas.length).toBeGreaterThan(150);
      const invalid = schemas.flatMap(({ where, schema }) => {
        try {
          // A reference to a component is resolved against the document, not against a schema on its own.
          if (!('$ref' in schema)) ajv.compile(schema);
          return openApi30Keywords(schema, where);
        } catch (error) {
          return [`${where}: ${(error as Error).message}`];
        }
      });
      expect(invalid).toEqual([]);
    });

    it('names only the security schemes it defines: the session cookie and the CSRF header', () => {
      expect(doc.components.securitySchemes).toEqual({
        session: expect.objectContaining({ type: 'apiKey', in: 'cookie', name: 'sid' }),
        csrf: expect.objectContaining({
          type: 'apiKey',
          in: 'header',
          name: 'x-csrf-token',
          description: expect.stringContaining('GET /api/session'),
        }),
      });
      const named = operationsOf(doc).flatMap(({ op }) =>
        (op.security ?? []).flatMap((requirement) => Object.keys(requirement)),
      );
      expect(new Set(named)).toEqual(new Set(['session', 'csrf']));
    });

    it('asks for the CSRF header on every POST, PUT, PATCH and DELETE, and on nothing else', () => {
      const wrong = operationsOf(doc).filter(
        ({ method, op }) => UNSAFE.has(method) !== (op.security ?? []).some((requirement) => 'csrf' in requirement),
      );
      expect(wrong.map(({ name }) => name)).toEqual([]);
    });

    it('gives every operation a summary, and its success answer a schema (but for a 204)', () => {
      const lacking = operationsOf(doc).flatMap(({ name, op }) => {
        const success = Object.keys(op.responses).filter((status) => /^2\d\d$/.test(status));
        return [
          ...(op.summary ? [] : [`${name}: no summary`]),
          ...(success.length === 0 ? [`${name}: no success answer`] : []),
          ...success
            // JSON, or for the live stream each event's data (text/event-stream).
            .filter(
              (status) =>
                status !== '204' &&
                !Object.values(op.responses[status]!.content ?? {}).some((content) => content.schema),
            )
            .map((status) => `${name}: ${status} without a schema`),
        ];
      });
      expect(operationsOf(doc).length).toBeGreaterThan(80);
      expect(lacking).toEqual([]);
    });

    it('gives every route that takes a body its requestBody schema', () => {
      const byId = new Map(operationsOf(doc).map(({ op }) => [op.operationId.replace(/\[\d+\]$/, ''), op]));
      const withBody = CONTROLLERS.flatMap((controller) =>
        Object.getOwnPropertyNames(controller.prototype)
          .filter(
            (name) =>
              (
                Reflect.getMetadata(
                  INPUT_METADATA,
                  (controller.prototype as unknown as Record<string, object>)[name]!,
                ) as InputSchemas | undefined
              )?.body,
          )
          .map((name) => `${controller.name}_${name}`),
      );
      expect(withBody.length).toBeGreaterThan(25);
      expect(withBody.filter((id) => !byId.get(id)?.requestBody?.content['application/json']?.schema)).toEqual([]);
      // The image upload is a multipart form, which @Input cannot declare.
      expect(
        byId.get('ExpertAccountController_uploadImage')?.requestBody?.content['multipart/form-data']?.schema,
      ).toMatchObject({
        required: ['fileToUpload'],
      });
    });

    it('answers every refusal in the one error shape', () => {
      expect(doc.components.schemas.Error).toMatchObject({ required: ['statusCode', 'error', 'message'] });
      for (const response of Object.values(doc.components.responses)) {
        expect(response.content['application/json']?.schema).toEqual({ $ref: '#/components/schemas/Error' });
      }
      const elsewhere = operationsOf(doc).flatMap(({ name, op }) =>
        Object.entries(op.responses)
          .filter(([status]) => /^4\d\d$/.test(status) || status === 'default')
          .filter(([, response]) => !response.$ref?.startsWith('#/components/responses/'))
          .map(([status]) => `${name} ${status}`),
      );
      expect(elsewhere).toEqual([]);
      const get = doc.paths['/api/articles/{id}']!.get!;
      // A post its author deleted answers 410, with what its page says.
      expect(Object.keys(get.responses)).toEqual(['200', '304', '400', '404', '410', 'default']);
      expect(get.responses['410']).toEqual({ $ref: '#/components/responses/Gone' });
      expect(Object.keys(doc.paths['/api/articles']!.get!.responses)).not.toContain('410');
      const post = doc.paths['/api/articles']!.post!;
      expect(Object.keys(post.responses)).toEqual(['201', '400', '401', '403', 'default']);
    });
  });

  describe('visitors’ reads a shared cache may keep', () => {
    it('document their Cache-Control, ETag and Vary, and the 304 a held version gets; no change or private read does', () => {
      const detail = doc.paths['/api/articles/{id}']!.get!.responses;
      expect(Object.keys(detail['200']!.headers ?? {})).toEqual(['Cache-Control', 'ETag', 'Vary']);
      expect(detail['304']!.headers).toEqual(detail['200']!.headers);
      const withNotModified = operationsOf(doc)
        .filter(({ op }) => '304' in op.responses)
        .map(({ name }) => name);
      expect(withNotModified).toEqual(expect.arrayContaining(['GET /api/search', 'GET /api/topics/{slug}/items']));
      expect(
        withNotModified.filter((name) => !name.startsWith('GET ') || /session|account|admin|live/.test(name)),
      ).toEqual([]);
    });
  });

  describe('a change without the CSRF header', () => {
    it('is refused with 403, the page’s message, and for an API client the header and how to send it', async () => {
      const client = new ApiClient(t.baseUrl);
      const r = await client.request(
        'POST',
        '/api/auth/login',
        { email: 'nobody@example.org', password: 'whatever it is' },
        { 'x-csrf-token': '' },
      );
      expect(r.status).toBe(403);
      expect(r.body).toEqual({
        statusCode: 403,
        error: 'Forbidden',
        message: 'This page is out of date. Please reload it and try again.',
        header: 'x-csrf-token',
        detail: expect.stringContaining('GET /api/session'),
      });
      const ajv = new Ajv2020({ strict: false });
      expect(ajv.validate(doc.components.schemas.Error!, r.body)).toBe(true);
      // Sent as the detail says, the same request is let through (and refused for its password).
      const token = (await client.get('/api/session')).body.csrfToken as string;
      const retried = await client.request(
        'POST',
        '/api/auth/login',
        { email: 'nobody@example.org', password: 'whatever it is' },
        { 'x-csrf-token': token },
      );
      expect(retried.status).toBe(401);
    });
  });

  describe('the reference at /api/docs', () => {
    it('is a page of Swagger UI served from the site itself, under the same policy as every page', async () => {
      const client = new ApiClient(t.baseUrl);
      const page = await client.get('/api/docs');
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
      const files = [...String(page.body).matchAll(/(?:src|href)="(\/[^"]+)"/g)].map((m) => m[1]!);
      expect(files).toEqual([
        '/favicon.svg',
        '/api/docs/swagger-ui.css',
        '/api/openapi.json',
        '/api/docs/swagger-ui-bundle.js',
        '/api/docs/api-docs.js',
      ]);
      // No inline script, so no policy has to allow one.
      expect(String(page.body)).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
      const site = (await client.get('/api/session')).headers.get('content-security-policy');
      expect(site).toContain("script-src 'self';");
      for (const answer of [page, ...(await Promise.all(files.map((file) => client.get(file))))]) {
        expect(answer.status).toBe(200);
        expect(answer.headers.get('content-security-policy')).toBe(site);
      }
      const bundle = await client.get('/api/docs/swagger-ui-bundle.js');
      expect(bundle.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
      expect(String(bundle.body)).toContain('SwaggerUIBundle');
      expect((await client.get('/api/docs/swagger-ui.css')).headers.get('content-type')).toBe(
        'text/css; charset=utf-8',
      );
      expect((await client.get('/api/docs/index.html')).status).toBe(404);
    });
  });
});
