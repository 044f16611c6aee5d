import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import { ApiClient, type AnswerBody, type ApiAnswer } from './api-client';

type Schema = Record<string, unknown>;
interface Response {
  $ref?: string;
  content?: Record<string, { schema: Schema }>;
}
interface Operation {
  responses: Record<string, Response>;
}
/**
 * Whether an operation answers with a stream that does not end (Server-Sent Events). The walkers of
 * every route read each answer to its end, so they leave it to its own tests (live-api.int.spec.ts).
 */
export function isEventStream(operation: unknown): boolean {
  const { responses = {} } = operation as Partial<Operation>;
  return Object.values(responses).some((response) => 'text/event-stream' in (response.content ?? {}));
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema>; responses: Record<string, Response> };
}

/** The schema with every object closed: a field the document does not name is then a finding, not let through. */
function closed(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(closed);
  if (typeof schema !== 'object' || schema === null) return schema;
  const copy = Object.fromEntries(
    Object.entries(schema).map(([key, value]) => [
      key,
      key === 'properties' ? mapValues(value as Schema, closed) : closed(value),
    ]),
  );
  return 'properties' in copy && !('additionalProperties' in copy) ? { ...copy, additionalProperties: false } : copy;
}
const mapValues = (record: Schema, f: (value: unknown) => unknown) =>
  Object.fromEntries(Object.entries(record).map(([key, value]) => [key, f(value)]));

/**
 * Holds every answer an API client gets to the OpenAPI document: the operation its method and path
 * name, the answer the document gives for its status (or `default`), and that answer's schema, closed.
 * What differs is kept in `problems`; every operation and status answered, in `answered`.
 */
export class DocumentedAnswers {
  readonly problems: string[] = [];
  readonly answered = new Set<string>();
  private readonly ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
  private readonly validators = new Map<string, ValidateFunction>();

  constructor(private readonly doc: OpenApiDocument) {}

  /** The path template of the document that names this path, the one with the fewest parameters first (`/api/experts/search` before `/api/experts/{slug}`). */
  templateOf(method: string, path: string): string | null {
    const matching = Object.keys(this.doc.paths)
      .filter((template) => method.toLowerCase() in this.doc.paths[template]!)
      .filter((template) => new RegExp(`^${template.replace(/\{\w+\}/g, '[^/]+')}$`).test(path));
    return matching.sort((a, b) => a.split('{').length - b.split('{').length)[0] ?? null;
  }

  check(method: string, url: string, status: number, body: unknown): void {
    const path = url.split('?')[0]!;
    const template = this.templateOf(method, path);
    if (!template) return void this.problems.push(`${method} ${path}: no operation in the document`);
    const operation = this.doc.paths[template]![method.toLowerCase()]!;
    const declared = operation.responses[String(status)] ?? operation.responses.default;
    const name = `${method} ${template} ${status}`;
    this.answered.add(name);
    if (!declared) return void this.problems.push(`${name}: the document gives no such answer`);
    const response = declared.$ref ? this.doc.components.responses[declared.$ref.split('/').pop()!]! : declared;
    const schema = response.content?.['application/json']?.schema;
    if (!schema) {
      if (body !== null)
        this.problems.push(`${name}: documented without a body, answered ${JSON.stringify(body).slice(0, 200)}`);
      return;
    }
    const validate = this.validatorFor(name, schema);
    if (!validate(body))
      this.problems.push(`${name}: ${this.ajv.errorsText(validate.errors)} in ${JSON.stringify(body).slice(0, 300)}`);
  }

  private validatorFor(name: string, schema: Schema): ValidateFunction {
    let validate = this.validators.get(name);
    if (!validate) {
      const target = schema.$ref ? this.doc.components.schemas[String(schema.$ref).split('/').pop()!]! : schema;
      validate = this.ajv.compile(closed(target) as Schema);
      this.validators.set(name, validate);
    }
    return validate;
  }
}

/** An API client whose every answer is held to the document. */
export class DocumentedClient extends ApiClient {
  constructor(
    baseUrl: string,
    private readonly answers: DocumentedAnswers,
  ) {
    super(baseUrl);
  }

  override async request<T = AnswerBody>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<ApiAnswer<T>> {
    const answer = await super.request<T>(method, path, body, headers);
    this.answers.check(method, path, answer.status, answer.body);
    return answer;
  }
}
