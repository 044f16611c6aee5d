import { DomainError } from '../../common/domain-error';
import { QOTD_MESSAGES } from '../../contracts/qotd';
import { postStream } from '../../events/streams';
import { postsDecider } from '../posts/posts.decider';
import type { StreamWriter } from '../stream-writer';

export async function assertQuestionExists(writer: StreamWriter, questionId: number): Promise<void> {
  const question = await writer.read(postStream('qnas', questionId), postsDecider);
  if (!question.exists) throw new DomainError('not_found', QOTD_MESSAGES.questionNotFound);
}
