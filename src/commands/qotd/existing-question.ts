import { DomainError } from '../../common/domain-error';
import { QOTD_MESSAGES } from '../../contracts/qotd';
import { postStream } from '../../events/streams';
import { contentPresence } from '../content-presence';
import type { StreamWriter } from '../stream-writer';

/** A question the moderators removed is no longer one to choose. */
export async function assertQuestionExists(writer: StreamWriter, questionId: number): Promise<void> {
  const question = await writer.read(postStream('qnas', questionId), contentPresence);
  if (question.post !== 'present') throw new DomainError('not_found', QOTD_MESSAGES.questionNotFound);
}
