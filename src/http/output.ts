import { SetMetadata } from '@nestjs/common';
import type { z } from 'zod';

export const OUTPUT_METADATA = 'output-schema';

/** What a route's success answer is, for the OpenAPI document: a summary and the body's schema (none for a 204). */
export interface OutputDeclaration {
  summary: string;
  schema: z.ZodType | null;
  /** Other statuses answered with the same body (a health check's 503). */
  sameBodyOn: number[];
  /** Answers 410 for what its author deleted (a post's page), not 404. */
  goneWhenDeleted?: boolean;
  /** The success answer's media type: JSON unless a route says otherwise (a stream of events). */
  mediaType?: string;
}

type OutputOptions = Partial<Pick<OutputDeclaration, 'sameBodyOn' | 'goneWhenDeleted'>>;

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
/** Nothing to add when the handler answers exactly what is documented; otherwise a property the descriptor lacks, naming both. */
type Documented<R, T> =
  Same<Awaited<R>, T> extends true ? unknown : { 'documented answer': T; 'handler answer': Awaited<R> };
type OutputDecorator<T> = <R>(
  target: object,
  key: string | symbol,
  descriptor: TypedPropertyDescriptor<(...args: never[]) => R> & Documented<R, T>,
) => TypedPropertyDescriptor<(...args: never[]) => R>;

/**
 * Documents what a route answers. The compiler holds the schema to the handler's return type both
 * ways (every field it answers is documented, every documented field is answered), so the document
 * cannot drift from the code. Without a schema the handler answers nothing (204).
 */
export function Output(summary: string): OutputDecorator<void>;
export function Output<S extends z.ZodType>(
  summary: string,
  schema: S,
  options?: OutputOptions,
): OutputDecorator<z.infer<S>>;
export function Output(summary: string, schema: z.ZodType | null = null, options: OutputOptions = {}) {
  return SetMetadata(OUTPUT_METADATA, {
    summary,
    schema,
    sameBodyOn: options.sameBodyOn ?? [],
    ...(options.goneWhenDeleted ? { goneWhenDeleted: true } : {}),
  } satisfies OutputDeclaration);
}

/**
 * Documents a route that answers a stream of Server-Sent Events: `schema` is each message's data.
 * The handler writes the stream itself, so no return type is held to it.
 */
export function StreamOutput(summary: string, schema: z.ZodType) {
  return SetMetadata(OUTPUT_METADATA, {
    summary,
    schema,
    sameBodyOn: [],
    mediaType: 'text/event-stream',
  } satisfies OutputDeclaration);
}
