import type { ColumnType } from 'kysely';

/** `timestamptz`: read back as a Date; written as a Date or an ISO string. */
export type Timestamp = ColumnType<Date, Date | string, Date | string>;

/** `bigint`: the drivers parse it to a BigInt (positions pass 2^53); written as any integer form. */
export type Int8 = ColumnType<bigint, bigint | number | string, bigint | number | string>;

/** `jsonb`: parsed by the driver; the reader checks its shape. */
export type Json = ColumnType<unknown, unknown, unknown>;
