// A member's handle: the name they are shown under until they choose a username ("Member 482193",
// like the default names large forums give). Shared by the server and the web client.
import { DEFAULT_USERNAME } from './members';

/**
 * Six digits, so that a handle is never mistaken for an item's pseudonym ("Member 4821", four
 * digits); unique per member (reserved like a username), so that a conversation can be followed.
 */
export const HANDLE_MIN = 100_000;
export const HANDLE_MAX = 999_999;
const HANDLES = HANDLE_MAX - HANDLE_MIN + 1;

export const handleName = (handle: number): string => `Member ${handle}`;

/** Signup's refusal should every handle drawn be taken (only near HANDLES members). */
export const HANDLES_TAKEN = 'We could not create the account just now. Please try again in a moment.';

// Accounts registered before handles were kept in UserRegistered have one derived from their uid:
// a bijection of uids modulo HANDLES (the multiplier is prime to HANDLES), so that neighbouring
// accounts get handles that do not look alike. Its inverse names the account a drawn handle would
// collide with.
const LEGACY_MULTIPLIER = 7_919;
const LEGACY_INVERSE = 517_679;

/** The handle of an account registered before handles were drawn. */
export const legacyHandle = (uid: number): number => HANDLE_MIN + (((uid % HANDLES) * LEGACY_MULTIPLIER) % HANDLES);

/** The uids (below `below`) whose legacy handle is `handle`: one per HANDLES uids. */
export function legacyHandleHolders(handle: number, below: number): number[] {
  const holders: number[] = [];
  for (let uid = ((handle - HANDLE_MIN) * LEGACY_INVERSE) % HANDLES; uid < below; uid += HANDLES)
    if (uid > 0) holders.push(uid);
  return holders;
}

/** A registration's handle: the one drawn for it, or the one derived for an account from before. */
export const registeredHandle = (registered: { uid: number; handle?: number | undefined }): number =>
  registered.handle ?? legacyHandle(registered.uid);

/**
 * The name a member is shown under: their username, or their handle where the old default name
 * ("Anonymous", which the username rules now refuse) stands for having chosen none.
 */
export const shownName = (username: string, handle: number): string =>
  username === DEFAULT_USERNAME ? handleName(handle) : username;

/**
 * The name a profile change gives account `uid`. Only an account from before handles could choose
 * the old default name (the rules refuse it since), so where it does, it stands for the handle
 * derived from the uid: no read of the registration is needed.
 */
export const renamedTo = (uid: number, username: string): string => shownName(username, legacyHandle(uid));
