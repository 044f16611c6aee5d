import type { ColumnType } from 'kysely';

/** `timestamptz`: read back as a Date; written as a Date or an ISO string. */
export type Timestamp = ColumnType<Date, Date | string, Date | string>;

/** `bigint`: the drivers parse it to a BigInt (positions pass 2^53); written as any integer form. */
export type Int8 = ColumnType<bigint, bigint | number | string, bigint | number | string>;

/** `jsonb`: parsed by the driver; the reader checks its shape. */
export type Json = ColumnType<unknown, unknown, unknown>;

/**
 * A column the database fills when an insert leaves it out. kysely's `Generated` wraps a plain type
 * only: around `Timestamp` it would make the column read back as the wrapper, not as a Date.
 */
export type HasDefault<C> =
  C extends ColumnType<infer S, infer I, infer U> ? ColumnType<S, I | undefined, U> : ColumnType<C, C | undefined, C>;
