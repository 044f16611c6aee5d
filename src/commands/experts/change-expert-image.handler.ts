import { Logger } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { userStream } from '../../events/streams';
import { ProfileImages } from '../../infra/uploads/profile-images';
import { StreamWriter } from '../stream-writer';
import { lastPosition } from '../users/account-services';
import { ChangeExpertImage } from './change-expert-image.command';
import { expertDecider } from './experts.decider';

/**
 * Records the new image, then deletes the files of the images it replaces, so that an old photo no
 * longer answers at its address. In that order: a crash in between leaves at worst a file no one
 * points at, never a profile pointing at a missing file.
 */
@CommandHandler(ChangeExpertImage)
export class ChangeExpertImageHandler implements ICommandHandler<ChangeExpertImage> {
  private readonly logger = new Logger(ChangeExpertImageHandler.name);

  constructor(
    private readonly writer: StreamWriter,
    private readonly images: ProfileImages,
  ) {}

  async execute({ uid, img, context }: ChangeExpertImage) {
    const { state, appended } = await this.writer.decide(
      userStream(uid),
      expertDecider,
      { type: 'ChangeExpertImage', img },
      context,
    );
    if (appended) {
      // The change is recorded whatever happens to the old files; one that stays is only an orphan.
      await Promise.all(
        state.images.filter((former) => former !== img).map((former) => this.images.remove(former)),
      ).catch((error: unknown) =>
        this.logger.warn(
          `Replaced images of expert ${uid} not all deleted: ${error instanceof Error ? error.message : String(error)}`,
        ),
      );
    }
    return { position: lastPosition(appended) };
  }
}
