import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { userStream } from '../../events/streams';
import { StreamWriter } from '../stream-writer';
import { lastPosition } from '../users/account-services';
import { ChangeExpertImage } from './change-expert-image.command';
import { expertDecider } from './experts.decider';

@CommandHandler(ChangeExpertImage)
export class ChangeExpertImageHandler implements ICommandHandler<ChangeExpertImage> {
  constructor(private readonly writer: StreamWriter) {}

  async execute({ uid, img, context }: ChangeExpertImage) {
    const { appended } = await this.writer.decide(userStream(uid), expertDecider, { type: 'ChangeExpertImage', img }, context);
    return { position: lastPosition(appended) };
  }
}
