import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { TopicList } from '../contracts/topics';
import { TopicsQueries } from '../projections/topics/topics.queries';
import { Input } from './input';

@ApiTags('topics')
@Controller('api')
export class TopicsController {
  constructor(private readonly topics: TopicsQueries) {}

  /** The category chips of the posting forms: every topic, sorted by name. */
  @Get('topics')
  @Input({})
  async list(): Promise<TopicList> {
    return { topics: await this.topics.all() };
  }
}
