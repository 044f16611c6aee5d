import { DomainError } from '../../common/domain-error';
import { ACCOUNT } from '../../common/projection-names';
import { WrongSecretError } from '../../common/wrong-secret';
import type { Config } from '../../config/config';
import { handleName } from '../../contracts/member-handles';
import type { Role } from '../../contracts/members';
import { MESSAGES } from '../../contracts/messages';
import { USERNAME_PROBLEM_MESSAGES, usernameProblem } from '../../contracts/username-rules';
import { userStream } from '../../events/streams';
import { CredentialsRepository } from '../../infra/accounts/credentials.repository';
import { decoyCredential, hashPassword, verifyPassword } from '../../infra/accounts/passwords';
import { ResetCodesRepository } from '../../infra/accounts/reset-codes.repository';
import type { AppendResult } from '../../infra/event-store/event-store.port';
import type { JobQueue } from '../../infra/jobs/job-queue.port';
import { EMAIL_QUEUE, type EmailJob } from '../../infra/jobs/queues';
import { CONFIG, JOB_QUEUE } from '../../infra/tokens';
import { defineWrite, type Write } from '../define-write';
import { lastPosition, UserStreams } from './account-services';
import { refuseCommonPassword } from './new-password';
import { hasChosenUsername, type ProfileChanges, type UserCommand, userDecider } from './users.decider';

// The account's writes that reach past its own stream (the email, handle and username reservations, the stored
// password, a reset code). Signing up and sending a reset code act as the account itself (its uid is the actor),
// which a declaration's one context cannot say: they are written out as a Write's decide.

/**
 * Creates an account: the email and a handle reserved, the password stored, the account registered. A failure
 * part way gives back what was taken, so the email can sign up again.
 */
export const signUp: Write<{ email: string; password: string; role?: Role }, { uid: number }> = {
  name: 'SignUp',
  nextReads: ['users', 'experts'],
  async decide({ get }, { email, password, role = 'member' }, context, now) {
    const users = get(UserStreams);
    const credentials = get(CredentialsRepository);
    await refuseCommonPassword(password);
    const uid = await credentials.nextUserId();
    const ctx = { ...context, actorId: uid };
    // The reservation comes first: a taken email fails before anything else is written.
    const reserved = await users.reserveEmail(email, uid, ctx);
    let handle: number | null = null;
    try {
      const drawn = await users.reserveHandle(uid, ctx);
      handle = drawn.handle;
      await credentials.save(uid, await hashPassword(password));
      const registered = await users.decide(uid, { type: 'RegisterUser', uid, email, handle, role, now }, ctx);
      return { uid, position: lastPosition(reserved.appended, drawn.appended, registered.appended) };
    } catch (error) {
      await credentials.delete(uid).catch(() => {});
      await users.releaseEmail(email, uid, ctx).catch(() => {});
      if (handle !== null) await users.releaseUsername(handleName(handle), uid, ctx).catch(() => {});
      throw error;
    }
  },
};

/** What lets a member set a new password: the current one, or a session an emailed reset code opened. */
export type PasswordProof = { currentPassword: string } | 'reset-code';

export interface PasswordChange {
  newPassword: string;
  proof: PasswordProof;
}

async function checkPasswordChange(
  credentials: CredentialsRepository,
  uid: number,
  { newPassword, proof }: PasswordChange,
): Promise<void> {
  await refuseCommonPassword(newPassword);
  if (proof === 'reset-code') return;
  // Checked like a login (a decoy hash when none is stored), and counted as a guess by the caller's limits.
  const { ok } = await verifyPassword(
    proof.currentPassword,
    (await credentials.find(uid)) ?? (await decoyCredential()),
  );
  if (!ok) throw new WrongSecretError('validation', MESSAGES.currentPasswordWrong);
}

/** The member changes their profile (a new username reserved first) and, proven, their password. */
export const updateAccount = defineWrite({
  name: 'UpdateAccount',
  decider: userDecider,
  stream: ({ uid }: { uid: number; changes: ProfileChanges; password: PasswordChange | null }) => userStream(uid),
  prepare: async ({ uid, changes, password }, { read, get }, context) => {
    const before = await read(userStream(uid), userDecider);
    if (!before.exists) throw new DomainError('not_found', 'No such account.');
    // Checked before anything is written: a refused password change leaves the profile as it was too.
    if (password) await checkPasswordChange(get(CredentialsRepository), uid, password);
    const username = changes.username?.trim();
    if (username === undefined || username === before.username) return { username, reserved: null, formerName: null };
    const problem = usernameProblem(username);
    if (problem) throw new DomainError('validation', USERNAME_PROBLEM_MESSAGES[problem]);
    const reserved = (await get(UserStreams).reserveUsername(username, uid, context)).appended;
    const releases = hasChosenUsername(before) && before.username.toLowerCase() !== username.toLowerCase();
    return { username, reserved, formerName: releases ? before.username : null };
  },
  command: ({ changes }, _now, { username }): UserCommand => ({
    type: 'UpdateProfile',
    changes: { ...changes, ...(username !== undefined ? { username } : {}) },
  }),
  nextReads: ACCOUNT,
  answer: (_decision, { password }) => ({ passwordChanged: password !== null }),
  then: async ({ decision, input: { uid, password }, prepared: { reserved, formerName } }, { get }, context) => {
    const users = get(UserStreams);
    const appends: (AppendResult | null)[] = [reserved, decision.appended];
    // The old name is released only once the new one is in place, so a failure never leaves none;
    // the handle stays reserved: bylines written under it keep it, so no one else may take it.
    if (formerName !== null) appends.push((await users.releaseUsername(formerName, uid, context)).appended);
    if (password) {
      await get(CredentialsRepository).save(uid, await hashPassword(password.newPassword));
      // A code emailed before the change must not open the account after it.
      await get(ResetCodesRepository).discard(uid);
      const via = password.proof === 'reset-code' ? 'reset' : 'account';
      appends.push((await users.decide(uid, { type: 'RecordPasswordChange', via }, context)).appended);
    }
    return lastPosition(...appends);
  },
});

/** Emails a reset code if the email has an account; run by a job, so that no one waits for the answer. */
export const sendResetCode: Write<{ email: string }> = {
  name: 'SendResetCode',
  // A job's write: no screen reads after it.
  nextReads: [],
  async decide({ get }, { email }, context, now) {
    const users = get(UserStreams);
    const uid = await users.uidForEmail(email);
    if (uid === null) return { position: null };
    const { code, expiresAt } = await get(ResetCodesRepository).issue(uid, now);
    const { appended } = await users.decide(
      uid,
      { type: 'RecordResetRequest', expiresAt },
      { ...context, actorId: uid },
    );
    const link = `${get<Config>(CONFIG).publicUrl}/account-reset?${new URLSearchParams({ email, code })}`;
    const job: EmailJob = {
      to: email,
      subject: 'Your password reset code',
      text: [
        'Someone asked to reset the password of your account. If it was you, enter this code:',
        '',
        `    ${code}`,
        '',
        `or open ${link}`,
        '',
        'The code works once and expires in 30 minutes. If you did not ask for it, you can ignore this email.',
      ].join('\n'),
    };
    await get<JobQueue>(JOB_QUEUE).enqueue(EMAIL_QUEUE, 'password-reset', job);
    return { position: appended?.position ?? null };
  },
};
