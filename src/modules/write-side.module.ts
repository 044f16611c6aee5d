import { Module } from '@nestjs/common';
import { StreamWriter } from '../commands/stream-writer';
import { UserStreams } from '../commands/users/account-services';
import { ProfileImages } from '../infra/uploads/profile-images';
import { CommandRunner } from '../writes/command-runner';
import { ProjectionProgress } from '../projections/progress';

/**
 * What every area's handlers and controllers write through: the stream writer, a user's streams,
 * the uploaded profile images, and read-your-writes (one ProjectionProgress, which the projector reports to).
 */
const providers = [StreamWriter, UserStreams, ProfileImages, ProjectionProgress, CommandRunner];

@Module({ providers, exports: providers })
export class WriteSideModule {}
