import type { ExpertEvent } from '../events/experts/experts.events';
import type { UserEvent } from '../events/users/users.events';

// Every image an expert's profile has shown, the current one last: a replaced profile image or a
// deleted account leaves no file behind. Kept by the expert's decider and read by account deletion.

type StreamEvent = UserEvent | ExpertEvent;

export function withImage(images: readonly string[], img: string): readonly string[] {
  return [...images.filter((shown) => shown !== img), img];
}

/** A user stream folded to the profile images it recorded. */
export const imagesShown = {
  initialState: (): readonly string[] => [],
  evolve: (images: readonly string[], event: StreamEvent): readonly string[] =>
    event.type === 'ExpertImageChanged' ? withImage(images, event.data.img) : images,
};
