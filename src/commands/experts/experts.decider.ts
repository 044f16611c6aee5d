import { Logger } from '@nestjs/common';
import { type Clock, CLOCK } from '../../common/clock';
import { DomainError } from '../../common/domain-error';
import {
  EXPERT_BIO_MAX,
  EXPERT_CATEGORIES_MAX,
  EXPERT_MESSAGES,
  EXPERT_TITLE_MAX,
  type ExpertProfileFields,
  isReservedSlug,
  isValidSlug,
  isValidZip,
  START_YEAR_MIN,
} from '../../contracts/experts';
import type { Role } from '../../contracts/members';
import type { ExpertEvent } from '../../events/experts/experts.events';
import { userStream } from '../../events/streams';
import type { UserEvent } from '../../events/users/users.events';
import type { AppendResult } from '../../infra/event-store/event-store.port';
import { ProfileImages } from '../../infra/uploads/profile-images';
import { lookupZip } from '../../infra/zip-codes';
import type { Decider } from '../decider';
import { defineWrite } from '../define-write';
import { withImage } from '../profile-images';
import { TOPIC_CATALOG, type TopicCatalog } from '../topics/topic-catalog.port';
import { lastPosition } from '../users/account-services';
import { ExpertSlugs } from './expert-slugs';

/**
 * An expert's side of their user stream (`user-{uid}`): the role, whether the signup form was
 * sent, and the saved profile. The user and saved-items deciders fold the same stream and ignore
 * these events, as this one ignores theirs.
 */
export interface ExpertState {
  exists: boolean;
  uid: number;
  role: Role;
  signedUp: boolean;
  profile: ExpertProfileFields | null;
  /**
   * Whether the saved profile shows on the site. Revoking the Expert role takes the expert's row off
   * the read model; when an administrator grants the role again, the profile shows once it is saved
   * again, even unchanged. The profile itself is kept: its address stays reserved to the expert.
   */
  profileShown: boolean;
  img: string | null;
  /** Every image the profile has shown, the current one last (see profile-images.ts). */
  images: readonly string[];
}

export interface ExpertApplication {
  name: string;
  location: string;
  professions: string[];
  otherProfession: string | null;
}

/** What the write looked up for a profile: facts a pure function cannot find itself. */
export interface ProfileLookups {
  zipKnown: boolean;
  existingCategories: ReadonlySet<number>;
  thisYear: number;
}

export type ExpertCommand =
  | { type: 'BecomeExpert'; application: ExpertApplication; now: Date }
  | { type: 'SaveExpertProfile'; profile: ExpertProfileFields; lookups: ProfileLookups }
  | { type: 'ChangeExpertImage'; img: string };

type StreamEvent = UserEvent | ExpertEvent;
type DecidedEvent = ExpertEvent | Extract<UserEvent, { type: 'UserRoleChanged' }>;

const initialState = (): ExpertState => ({
  exists: false,
  uid: 0,
  role: 'member',
  signedUp: false,
  profile: null,
  profileShown: false,
  img: null,
  images: [],
});

function evolve(state: ExpertState, event: StreamEvent): ExpertState {
  switch (event.type) {
    case 'UserRegistered':
      return { ...state, exists: true, uid: event.data.uid, role: event.data.role };
    case 'UserRoleChanged':
      return event.data.previousRole === 'Expert'
        ? { ...state, role: event.data.role, profileShown: false }
        : { ...state, role: event.data.role };
    case 'ExpertSignedUp':
      return { ...state, signedUp: true };
    case 'ExpertProfileSaved': {
      const { uid: _uid, ...profile } = event.data;
      return { ...state, profile, profileShown: true };
    }
    case 'ExpertImageChanged':
      return { ...state, img: event.data.img, images: withImage(state.images, event.data.img) };
    default:
      return state;
  }
}

/**
 * Every field's rule; the first broken one is the refusal, written for the expert. An address the
 * expert already holds is kept even if it was saved before look-alikes were refused: links to it go on working.
 */
export function profileProblem(
  profile: ExpertProfileFields,
  lookups: ProfileLookups,
  heldSlug: string | null,
): string | null {
  if (profile.slug !== heldSlug && !isValidSlug(profile.slug)) return EXPERT_MESSAGES.slugInvalid;
  if (isReservedSlug(profile.slug)) return EXPERT_MESSAGES.slugTaken;
  if (profile.title.trim() === '') return EXPERT_MESSAGES.titleRequired;
  if (profile.title.length > EXPERT_TITLE_MAX) return EXPERT_MESSAGES.titleTooLong;
  if (profile.bio.trim() === '') return EXPERT_MESSAGES.bioRequired;
  if (profile.bio.length > EXPERT_BIO_MAX) return EXPERT_MESSAGES.bioTooLong;
  if (!isValidZip(profile.zip)) return EXPERT_MESSAGES.zipInvalid;
  if (!lookups.zipKnown) return EXPERT_MESSAGES.zipUnknown;
  if (
    !Number.isInteger(profile.startYear) ||
    profile.startYear < START_YEAR_MIN ||
    profile.startYear > lookups.thisYear
  ) {
    return EXPERT_MESSAGES.startYearInvalid;
  }
  if (profile.categories.length > EXPERT_CATEGORIES_MAX) return EXPERT_MESSAGES.tooManyCategories;
  if (profile.categories.some((id) => !lookups.existingCategories.has(id))) return EXPERT_MESSAGES.categoriesInvalid;
  return null;
}

const sameProfile = (a: ExpertProfileFields, b: ExpertProfileFields) =>
  a.slug === b.slug &&
  a.title === b.title &&
  a.bio === b.bio &&
  a.zip === b.zip &&
  a.startYear === b.startYear &&
  a.categories.length === b.categories.length &&
  a.categories.every((id, i) => b.categories[i] === id);

function decide(command: ExpertCommand, state: ExpertState): DecidedEvent[] {
  if (!state.exists) throw new DomainError('not_found', 'No such account.');
  const uid = state.uid;
  if (command.type === 'BecomeExpert') {
    if (state.role === 'Administrator') throw new DomainError('conflict', EXPERT_MESSAGES.administratorsCannot);
    if (state.signedUp && state.role === 'Expert') throw new DomainError('conflict', EXPERT_MESSAGES.alreadyExpert);
    const signedUp: DecidedEvent = {
      type: 'ExpertSignedUp',
      data: { uid, ...command.application, signedUpAt: command.now.toISOString() },
    };
    // An account created for the expert already has the role; a member's changes with the signup.
    if (state.role === 'Expert') return [signedUp];
    return [{ type: 'UserRoleChanged', data: { uid, role: 'Expert', previousRole: state.role } }, signedUp];
  }
  if (state.role !== 'Expert') throw new DomainError('forbidden', EXPERT_MESSAGES.notExpert);
  switch (command.type) {
    case 'SaveExpertProfile': {
      const problem = profileProblem(command.profile, command.lookups, state.profile?.slug ?? null);
      if (problem) throw new DomainError('validation', problem);
      if (state.profile && state.profileShown && sameProfile(state.profile, command.profile)) return [];
      return [{ type: 'ExpertProfileSaved', data: { uid, ...command.profile } }];
    }
    case 'ChangeExpertImage':
      return state.img === command.img ? [] : [{ type: 'ExpertImageChanged', data: { uid, img: command.img } }];
  }
}

export const expertDecider: Decider<ExpertCommand, ExpertState, StreamEvent> = {
  initialState,
  evolve,
  decide,
};

const expertsStream = ({ uid }: { uid: number }) => userStream(uid);

/** The expert saves their profile; a new address is reserved first, and the old one let go once the profile is saved. */
export const saveExpertProfile = defineWrite({
  name: 'SaveExpertProfile',
  decider: expertDecider,
  stream: expertsStream,
  prepare: async ({ uid, profile }: { uid: number; profile: ExpertProfileFields }, { read, get }, context) => {
    const lookups = {
      zipKnown: lookupZip(profile.zip) !== null,
      existingCategories: await get<TopicCatalog>(TOPIC_CATALOG).existingIds(profile.categories),
      thisYear: get<Clock>(CLOCK).now().getUTCFullYear(),
    };
    // Decided once before anything is written: a refused profile reserves no address.
    const before = await read(userStream(uid), expertDecider);
    const saves = expertDecider.decide({ type: 'SaveExpertProfile', profile, lookups }, before).length > 0;
    const previousSlug = before.profile?.slug ?? null;
    const slugs = get(ExpertSlugs);
    const release = (slug: string) => slugs.release(slug, uid, context);
    if (!saves || previousSlug === profile.slug) return { lookups, release, reserved: null, taken: null, former: null };
    const reserved = (await slugs.reserve(profile.slug, uid, context)).appended;
    return { lookups, release, reserved, taken: profile.slug, former: previousSlug };
  },
  command: ({ profile }, _now, { lookups }): ExpertCommand => ({ type: 'SaveExpertProfile', profile, lookups }),
  nextReads: ['experts'],
  refused: async ({ release, taken }) => {
    if (taken !== null) await release(taken).catch(() => {});
  },
  then: async ({ decision, prepared: { release, reserved, former } }) => {
    const appends: (AppendResult | null)[] = [reserved, decision.appended];
    // The old address is let go only once the new one is in place.
    if (former !== null) appends.push((await release(former)).appended);
    return lastPosition(...appends);
  },
});

/**
 * Points the profile at an image already stored under /uploads, then deletes the files of the images it replaces,
 * so that an old photo no longer answers at its address. In that order: a crash in between leaves at worst a file
 * no one points at, never a profile pointing at a missing file.
 */
export const changeExpertImage = defineWrite({
  name: 'ChangeExpertImage',
  decider: expertDecider,
  stream: expertsStream,
  command: ({ img }: { uid: number; img: string }): ExpertCommand => ({ type: 'ChangeExpertImage', img }),
  nextReads: ['experts'],
  then: async ({ decision: { state, appended }, input: { uid, img } }, { get }) => {
    if (!appended) return;
    const images = get(ProfileImages);
    // The change is recorded whatever happens to the old files; one that stays is only an orphan.
    await Promise.all(state.images.filter((former) => former !== img).map((former) => images.remove(former))).catch(
      (error: unknown) =>
        new Logger('ChangeExpertImage').warn(
          `Replaced images of expert ${uid} not all deleted: ${error instanceof Error ? error.message : String(error)}`,
        ),
    );
  },
});
