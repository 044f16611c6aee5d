import { PASSWORD_MIN } from '../../contracts/members';

/**
 * How many of the most used passwords (of those long enough to pass the length rule) are refused:
 * a short offline list, as NIST SP 800-63B asks, that turns away what guessers try first without
 * refusing half of what people think of.
 */
export const REFUSED_COMMON_PASSWORDS = 5_000;

let refused: Promise<Set<string>> | null = null;

// The package decompresses its 49,000 passwords when first imported (about 0.15 s): a server that
// never sees a new password never pays for it, and one that does pays once.
async function loadRefused(): Promise<Set<string>> {
  const { dictionary } = await import('@zxcvbn-ts/language-common');
  const longEnough = dictionary['passwords-common'].filter((password) => password.length >= PASSWORD_MIN);
  return new Set(longEnough.slice(0, REFUSED_COMMON_PASSWORDS).map((password) => password.toLowerCase()));
}

/** True for one of the most used passwords, whatever its case. */
export async function isCommonPassword(password: string): Promise<boolean> {
  refused ??= loadRefused();
  return (await refused).has(password.toLowerCase());
}
