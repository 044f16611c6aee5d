import { Controller, Delete, Get, Param, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import type { CommandContext } from '../commands/command-context';
import { SaveItem } from '../commands/users/save-item.command';
import { UnsaveItem } from '../commands/users/unsave-item.command';
import { DomainError } from '../common/domain-error';
import type { PostKind } from '../contracts/content';
import { BOOKMARK_MESSAGES, type SavedItem } from '../contracts/members';
import type { GlobalPosition } from '../infra/event-store/event-store.port';
import { PostsQueries } from '../projections/posts/posts.queries';
import { ProjectionProgress } from '../projections/progress';
import { SavedItemsQueries } from '../projections/saved-items/saved-items.queries';
import { Auth } from './guards/auth.guard';
import { Input } from './input';
import { Ctx, CurrentSession, type RequestSession } from './request-context';
import { idParam } from './schemas';

// Posts can be bookmarked now; experts join when expert profiles exist, until then they name nothing.
const SAVABLE: readonly PostKind[] = ['articles', 'qnas', 'books', 'videos'];
const itemParams = z.object({ type: z.string(), id: idParam });

interface ItemKey {
  type: PostKind;
  id: number;
}

function itemKey(params: z.infer<typeof itemParams>): ItemKey {
  const type = SAVABLE.find((kind) => kind === params.type);
  if (!type || params.id === null) throw new DomainError('not_found', BOOKMARK_MESSAGES.notFound);
  return { type, id: params.id };
}

/** Bookmarks ("Saved Items"): each answer is the whole list, newest first, as the member now sees it. */
@ApiTags('account')
@Controller('api/account/saved')
@Auth()
export class SavedItemsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly saved: SavedItemsQueries,
    private readonly posts: PostsQueries,
    private readonly progress: ProjectionProgress,
  ) {}

  @Get()
  @Input({})
  async list(@CurrentSession() session: RequestSession): Promise<{ items: SavedItem[] }> {
    return { items: await this.saved.list(session.user.uid) };
  }

  /** Saves an item; its title is the one on the site now. Saving it again changes nothing. */
  @Put(':type/:id')
  @Input({ params: itemParams })
  async save(
    @Param() params: z.infer<typeof itemParams>,
    @CurrentSession() session: RequestSession,
    @Ctx() ctx: CommandContext,
  ): Promise<{ items: SavedItem[] }> {
    const { type, id } = itemKey(params);
    const post = await this.posts.detail(type, id);
    if (!post) throw new DomainError('not_found', BOOKMARK_MESSAGES.notFound);
    const { position } = await this.commands.execute(new SaveItem(session.user.uid, { type, id, title: post.title }, ctx));
    return this.listAfter(session.user.uid, position);
  }

  /** Removes an item; removing one that is not saved changes nothing, unless it names nothing at all. */
  @Delete(':type/:id')
  @Input({ params: itemParams })
  async unsave(
    @Param() params: z.infer<typeof itemParams>,
    @CurrentSession() session: RequestSession,
    @Ctx() ctx: CommandContext,
  ): Promise<{ items: SavedItem[] }> {
    const { type, id } = itemKey(params);
    const uid = session.user.uid;
    // A saved item stays removable even if its post were gone from the site.
    if (!(await this.saved.isSaved(uid, type, id)) && !(await this.posts.detail(type, id))) throw new DomainError('not_found', BOOKMARK_MESSAGES.notFound);
    const { position } = await this.commands.execute(new UnsaveItem(uid, type, id, ctx));
    return this.listAfter(uid, position);
  }

  private async listAfter(uid: number, position: GlobalPosition | null): Promise<{ items: SavedItem[] }> {
    if (position) await this.progress.waitFor(position);
    return { items: await this.saved.list(uid) };
  }
}
