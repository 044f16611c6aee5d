import { Module } from '@nestjs/common';
import { LiveController } from '../http/live.controller';
import { LiveHub } from '../http/live/live-hub';

/** Live updates: the stream open pages keep, fed by the projector's notices. */
@Module({ controllers: [LiveController], providers: [LiveHub] })
export class LiveModule {}
