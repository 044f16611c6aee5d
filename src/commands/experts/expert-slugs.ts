import { Injectable } from '@nestjs/common';
import { EXPERT_MESSAGES } from '../../contracts/experts';
import { expertSlugReservationStream } from '../../events/streams';
import type { CommandContext } from '../command-context';
import { reservationDecider } from '../reservations/reservation.decider';
import { StreamWriter } from '../stream-writer';

/** Profile addresses are unique: each is a reservation stream held by one expert at a time. */
@Injectable()
export class ExpertSlugs {
  constructor(private readonly writer: StreamWriter) {}

  reserve(slug: string, uid: number, context: CommandContext) {
    const command = {
      type: 'Reserve' as const,
      kind: 'expert-slug' as const,
      uid,
      takenMessage: EXPERT_MESSAGES.slugTaken,
    };
    return this.writer.decide(expertSlugReservationStream(slug), reservationDecider, command, context);
  }

  release(slug: string, uid: number, context: CommandContext) {
    return this.writer.decide(
      expertSlugReservationStream(slug),
      reservationDecider,
      { type: 'Release', kind: 'expert-slug', uid },
      context,
    );
  }
}
