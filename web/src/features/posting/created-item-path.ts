import type { PostKind } from '@contracts/content';
import { notify } from '../../lib/notify';
import { KINDS } from '../content';
import { POSTING } from './posting-kinds';

/**
 * The new item's page. A reply without a numeric id cannot be followed: the spec's error names
 * the id that came back, and the caller stays where it is.
 */
export function createdItemPath(kind: PostKind, id: unknown): string | null {
  if (typeof id === 'number' && Number.isInteger(id) && id > 0) return KINDS[kind].detailPath(id);
  notify.error(`${POSTING[kind].redirectFailed}${String(id)}`);
  return null;
}
