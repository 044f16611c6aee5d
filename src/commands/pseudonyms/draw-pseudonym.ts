import { randomInt } from 'node:crypto';
import { PSEUDONYM_MAX, PSEUDONYM_MIN } from '../../contracts/pseudonyms';

// An item's alias number is drawn at random and stored in its posted event, rather than derived
// from (item id, author id) with a keyed hash. A random number carries nothing of the author, so
// no leaked or rotated secret can ever turn an alias back into a member (with a few thousand
// members, a hash of four digits is easy to test against each of them once the key is known);
// being in the event, it stays the same across projection rebuilds and needs no secret to keep.
// Two items may share a number; an alias only names one person within one item's conversation.

/** A four-digit alias number, uniformly drawn. */
export const drawPseudonym = (): number => randomInt(PSEUDONYM_MIN, PSEUDONYM_MAX + 1);
