import { Controller, Delete, Get, Param, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import type { CommandContext } from '../commands/command-context';
import { saveItem, unsaveItem } from '../commands/users/saved-items.decider';
import { DomainError } from '../common/domain-error';
import type { PostKind } from '../contracts/content';
import { BOOKMARK_MESSAGES, type SavedItem, type SavedItemType } from '../contracts/members';
import { ExpertsQueries, type ProfileViewer } from '../projections/experts/experts.queries';
import { PostsQueries } from '../projections/posts/posts.queries';
import { CommandRunner } from '../writes/command-runner';
import { SavedItemsQueries } from '../projections/saved-items/saved-items.queries';
import { Auth } from './guards/auth.guard';
import { Input } from './input';
import { Output } from './output';
import { savedItemsReply } from './responses/members.responses';
import { Ctx, CurrentSession, type RequestSession } from './request-context';
import { idParam } from './schemas';

const POST_KINDS: readonly PostKind[] = ['articles', 'qnas', 'books', 'videos'];
const itemParams = z.object({ type: z.string(), id: z.string() });

/** How an item is stored: posts by number, experts by uid (their page's address can change). */
interface ItemKey {
  type: SavedItemType;
  id: number;
}

const notFound = () => new DomainError('not_found', BOOKMARK_MESSAGES.notFound);

/** Bookmarks ("Saved Items"): each answer is the whole list, newest first, as the member now sees it. */
@ApiTags('account')
@Controller('api/account/saved')
@Auth()
export class SavedItemsController {
  constructor(
    private readonly saved: SavedItemsQueries,
    private readonly posts: PostsQueries,
    private readonly experts: ExpertsQueries,
    private readonly runner: CommandRunner,
  ) {}

  @Get()
  @Output('Your saved items, newest first', savedItemsReply)
  @Input({})
  async list(@CurrentSession() session: RequestSession): Promise<{ items: SavedItem[] }> {
    return { items: await this.saved.list(session.user.uid) };
  }

  /** Saves an item; its title is the one on the site now. Saving it again changes nothing. Following an expert is saving them. */
  @Put(':type/:id')
  @Output('Save an item (or follow an expert); saving twice changes nothing', savedItemsReply)
  @Input({ params: itemParams })
  async save(
    @Param() params: z.infer<typeof itemParams>,
    @CurrentSession() session: RequestSession,
    @Ctx() ctx: CommandContext,
  ): Promise<{ items: SavedItem[] }> {
    const found = await this.find(params, session.user);
    if (!found) throw notFound();
    await this.runner.run(saveItem, { uid: session.user.uid, item: { ...found.key, title: found.title } }, ctx);
    return { items: await this.saved.list(session.user.uid) };
  }

  /** Removes an item; removing one that is not saved changes nothing, unless it names nothing at all. */
  @Delete(':type/:id')
  @Output('Remove a saved item', savedItemsReply)
  @Input({ params: itemParams })
  async unsave(
    @Param() params: z.infer<typeof itemParams>,
    @CurrentSession() session: RequestSession,
    @Ctx() ctx: CommandContext,
  ): Promise<{ items: SavedItem[] }> {
    const uid = session.user.uid;
    const found = await this.find(params, session.user);
    // A saved post stays removable even if it were gone from the site.
    const key = found?.key ?? postKey(params);
    if (!key || (!found && !(await this.saved.isSaved(uid, key.type, key.id)))) throw notFound();
    await this.runner.run(unsaveItem, { uid, itemType: key.type, id: key.id }, ctx);
    return { items: await this.saved.list(uid) };
  }

  /** The item a path names, with its title now; null when it names nothing. */
  private async find(
    params: z.infer<typeof itemParams>,
    viewer: ProfileViewer,
  ): Promise<{ key: ItemKey; title: string } | null> {
    if (params.type === 'experts') {
      const expert = await this.experts.bySlug(params.id, viewer);
      return expert ? { key: { type: 'experts', id: expert.uid }, title: expert.username } : null;
    }
    const key = postKey(params);
    const post = key && (await this.posts.detail(key.type, key.id));
    // A post its author deleted (kept for its replies) is no item to save.
    return key && post && !post.deletedAt ? { key, title: post.title } : null;
  }
}

function postKey(params: z.infer<typeof itemParams>): { type: PostKind; id: number } | null {
  const type = POST_KINDS.find((kind) => kind === params.type);
  const id = idParam.parse(params.id);
  return type && id !== null ? { type, id } : null;
}
