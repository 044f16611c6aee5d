import type {
  OperationObject,
  ResponsesObject,
  SecurityRequirementObject,
} from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import type { OutputDeclaration } from '../output';
import { VISITOR_CACHE_CONTROL, VISITOR_VARY } from '../visitor-cache';
import { jsonSchemaOf } from './json-schema';

/** What the document says of a route, as its declarations tell it. */
export interface RouteFacts {
  /** Lower case, as OpenAPI keys operations. */
  method: string;
  /** What @HttpCode sets, else Nest's default: 201 for a POST, 200 otherwise. */
  status: number;
  output: OutputDeclaration | undefined;
  /** The roles @Auth lets in (empty: any member), or undefined when no login is needed. */
  roles: readonly string[] | undefined;
  hasPathParams: boolean;
  /** A visitor's answer may be kept by shared caches (@PublicCache). */
  visitorCache?: boolean;
}

export const SECURITY_SCHEMES = { session: 'session', csrf: 'csrf' } as const;

/** The refusals operations share, under components/responses. */
export type ErrorResponse = 'BadRequest' | 'Unauthorized' | 'Forbidden' | 'NotFound' | 'Gone' | 'OtherError';

const SAFE_METHODS = new Set(['get', 'head', 'options']);

const REASONS: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  202: 'Accepted',
  204: 'No Content',
  503: 'Service Unavailable',
};

const ref = (name: ErrorResponse) => ({ $ref: `#/components/responses/${name}` });

/** The statuses a route may refuse with, each to its shared answer; anything else falls to `default`. */
function errorResponses(facts: RouteFacts): ResponsesObject {
  const unsafe = !SAFE_METHODS.has(facts.method);
  return {
    '400': ref('BadRequest'),
    ...(facts.roles ? { '401': ref('Unauthorized') } : {}),
    // A role the route does not let in, a session that must set a new password before it changes anything, a missing CSRF header.
    ...((facts.roles && facts.roles.length > 0) || unsafe ? { '403': ref('Forbidden') } : {}),
    ...(facts.hasPathParams ? { '404': ref('NotFound') } : {}),
    ...(facts.output?.goneWhenDeleted ? { '410': ref('Gone') } : {}),
    default: ref('OtherError'),
  };
}

function successResponses(facts: RouteFacts): ResponsesObject {
  const schema = facts.output?.schema;
  const answer = (status: number) => ({
    description: REASONS[status] ?? String(status),
    ...(schema
      ? { content: { [facts.output?.mediaType ?? 'application/json']: { schema: jsonSchemaOf(schema, 'output') } } }
      : {}),
  });
  const statuses = [facts.status, ...(facts.output?.sameBodyOn ?? [])];
  const visitor = facts.visitorCache === true;
  return Object.fromEntries([
    ...statuses.map((status) => [
      String(status),
      { ...answer(status), ...(visitor && status === facts.status ? { headers: VISITOR_HEADERS } : {}) },
    ]),
    ...(visitor
      ? [
          [
            '304',
            {
              description:
                'Not Modified: the If-None-Match of a visitor (no session cookie) names the current version.',
              headers: VISITOR_HEADERS,
            },
          ],
        ]
      : []),
  ]) as ResponsesObject;
}

const header = (description: string) => ({ description, schema: { type: 'string' as const } });
/** What a visitor's answer carries; a member's (with the session cookie) is `no-store`, untagged. */
const VISITOR_HEADERS = {
  'Cache-Control': header(`For a visitor: \`${VISITOR_CACHE_CONTROL}\`; with a session: \`no-store\`.`),
  ETag: header(
    "For a visitor: a weak tag of the read model's version, the address and the release; send it back as If-None-Match.",
  ),
  Vary: header(`\`${VISITOR_VARY}\`: a shared cache keeps visitors' copies apart from members' answers.`),
};

/** The session cookie where a login is needed, the CSRF header on every change. */
function security(facts: RouteFacts): SecurityRequirementObject {
  return {
    ...(facts.roles ? { [SECURITY_SCHEMES.session]: [] } : {}),
    ...(SAFE_METHODS.has(facts.method) ? {} : { [SECURITY_SCHEMES.csrf]: [] }),
  };
}

/** The summary, answers and security of an operation, from the facts of its route. */
export function describeOperation(facts: RouteFacts): Pick<OperationObject, 'summary' | 'responses' | 'security'> {
  const requirement = security(facts);
  return {
    ...(facts.output ? { summary: facts.output.summary } : {}),
    responses: { ...successResponses(facts), ...errorResponses(facts) },
    ...(Object.keys(requirement).length > 0 ? { security: [requirement] } : {}),
  };
}
