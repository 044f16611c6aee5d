import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, Put, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { CommandContext } from '../commands/command-context';
import { signUpExpert } from '../commands/experts/sign-up-expert';
import { saveItem, unsaveItem } from '../commands/users/saved-items.decider';
import { type Clock, CLOCK } from '../common/clock';
import { DomainError } from '../common/domain-error';
import {
  EXPERT_LOCATION_MAX,
  EXPERT_MESSAGES,
  EXPERT_NAME_MAX,
  type ExpertPage,
  type ExpertSignupReply,
  type FollowReply,
  OTHER_PROFESSION_MAX,
  isSlugLike,
  PROFESSIONS,
  yearsOfExperience,
} from '../contracts/experts';
import { PASSWORD_MAX, PASSWORD_MIN } from '../contracts/members';
import { stateName } from '../infra/zip-codes';
import { type ExpertRow, ExpertsQueries, type ProfileViewer } from '../projections/experts/experts.queries';
import { CommandRunner } from '../writes/command-runner';
import { SavedItemsQueries } from '../projections/saved-items/saved-items.queries';
import { Auth } from './guards/auth.guard';
import { Input } from './input';
import { Output } from './output';
import { expertPage, expertSignupReply, followReply } from './responses/experts.responses';
import { RateLimits } from './rate-limits';
import { Ctx, CurrentSession, type RequestSession } from './request-context';
import { emailField } from './schemas';
import { SessionStarter } from './session-starter';

const ACTIVITY_MAX = 50;

const signupBody = z.object({
  name: z
    .string({ error: EXPERT_MESSAGES.nameRequired })
    .trim()
    .min(1, EXPERT_MESSAGES.nameRequired)
    .max(EXPERT_NAME_MAX, EXPERT_MESSAGES.nameInvalid),
  location: z
    .string({ error: EXPERT_MESSAGES.locationRequired })
    .trim()
    .min(1, EXPERT_MESSAGES.locationRequired)
    .max(EXPERT_LOCATION_MAX, `Please keep your location to ${EXPERT_LOCATION_MAX} characters or fewer.`),
  email: emailField,
  password: z.string().max(PASSWORD_MAX, `Please choose a password of at most ${PASSWORD_MAX} characters.`).optional(),
  professions: z
    .array(z.enum(PROFESSIONS, { error: EXPERT_MESSAGES.professionRequired }), {
      error: EXPERT_MESSAGES.professionRequired,
    })
    .min(1, EXPERT_MESSAGES.professionRequired)
    .max(PROFESSIONS.length),
  otherProfession: z
    .string()
    .trim()
    .max(OTHER_PROFESSION_MAX, `Please keep your profession to ${OTHER_PROFESSION_MAX} characters or fewer.`)
    .optional(),
  website: z.string().max(2000).optional(),
});
type SignupBody = z.infer<typeof signupBody>;
const slugParams = z.object({ slug: z.string() });

/** Expert signup, the public profile page and following. */
@ApiTags('experts')
@Controller('api/experts')
export class ExpertsController {
  constructor(
    private readonly experts: ExpertsQueries,
    private readonly saved: SavedItemsQueries,
    private readonly runner: CommandRunner,
    private readonly sessionStarter: SessionStarter,
    private readonly limits: RateLimits,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * Logged out: a new account with the role Expert, logged in afterwards. Logged in as a member:
   * that account becomes an expert's. A filled honeypot is answered as a success that stores nothing.
   */
  @Post('signup')
  @HttpCode(201)
  @Output("Sign up as an expert (or make your member account an expert's), then be logged in", expertSignupReply)
  @Input({ body: signupBody })
  async signup(
    @Body() body: SignupBody,
    @Ctx() ctx: CommandContext,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ExpertSignupReply> {
    if (body.website && body.website.trim() !== '') return { user: null };
    const session = req.session;
    await this.limits.check('signup', req.ip, session?.user.email ?? body.email);
    const application = applicationOf(body);
    if (session) {
      const { uid } = await this.runner.run(
        signUpExpert,
        { application, account: { memberUid: session.user.uid } },
        ctx,
      );
      return { user: await this.sessionStarter.start(req, reply, uid, session.mustChangePassword) };
    }
    if (!body.password || body.password.length < PASSWORD_MIN)
      throw new DomainError('validation', EXPERT_MESSAGES.passwordRequired);
    const account = { email: body.email, password: body.password };
    const { uid } = await this.runner.run(signUpExpert, { application, account }, ctx);
    return { user: await this.sessionStarter.start(req, reply, uid, false) };
  }

  /**
   * An expert's public profile; 404 for an address no saved profile has, and for one whose membership
   * was never activated, except to its owner and the administrators.
   */
  @Get(':slug')
  @Output("An expert's public profile", expertPage)
  @Input({ params: slugParams })
  async page(@Param() { slug }: z.infer<typeof slugParams>, @Req() req: FastifyRequest): Promise<ExpertPage> {
    const viewer = req.session?.user ?? null;
    const expert = await this.find(slug, viewer);
    const [contributions, following] = await Promise.all([
      this.experts.contributions(expert.uid, ACTIVITY_MAX),
      viewer === null ? null : this.saved.isSaved(viewer.uid, 'experts', expert.uid),
    ]);
    const { startYear, state } = expert;
    return {
      uid: expert.uid,
      slug: expert.slug,
      username: expert.username,
      title: expert.title,
      bio: expert.bio,
      img: expert.img,
      city: expert.city,
      state,
      stateName: state ? stateName(state) : null,
      startYear,
      years: startYear === null ? null : yearsOfExperience(startYear, this.clock.now().getUTCFullYear()),
      postCount: contributions.count,
      followers: expert.followers,
      email: expert.email,
      memberSince: expert.memberSince,
      following,
      activity: contributions.latest,
      activated: expert.activated,
    };
  }

  /** Following is saving the expert among the member's saved items; following twice counts once. */
  @Put(':slug/follow')
  @Auth()
  @Output('Follow an expert', followReply)
  @Input({ params: slugParams })
  async follow(
    @Param() { slug }: z.infer<typeof slugParams>,
    @CurrentSession() session: RequestSession,
    @Ctx() ctx: CommandContext,
  ): Promise<FollowReply> {
    const expert = await this.find(slug, session.user);
    await this.runner.run(
      saveItem,
      { uid: session.user.uid, item: { type: 'experts', id: expert.uid, title: expert.username } },
      ctx,
    );
    return this.followState(session.user, expert);
  }

  @Delete(':slug/follow')
  @Auth()
  @Output('Stop following an expert', followReply)
  @Input({ params: slugParams })
  async unfollow(
    @Param() { slug }: z.infer<typeof slugParams>,
    @CurrentSession() session: RequestSession,
    @Ctx() ctx: CommandContext,
  ): Promise<FollowReply> {
    const expert = await this.find(slug, session.user);
    await this.runner.run(unsaveItem, { uid: session.user.uid, itemType: 'experts', id: expert.uid }, ctx);
    return this.followState(session.user, expert);
  }

  private async find(slug: string, viewer: ProfileViewer | null): Promise<ExpertRow> {
    // No profile has an address of another shape, and PostgreSQL text cannot even hold some (a NUL).
    const expert = isSlugLike(slug) ? await this.experts.bySlug(slug, viewer) : null;
    if (!expert) throw new DomainError('not_found', EXPERT_MESSAGES.notFound);
    return expert;
  }

  private async followState(viewer: ProfileViewer, expert: ExpertRow): Promise<FollowReply> {
    const [now, following] = await Promise.all([
      this.experts.bySlug(expert.slug, viewer),
      this.saved.isSaved(viewer.uid, 'experts', expert.uid),
    ]);
    return { followers: now?.followers ?? expert.followers, following };
  }
}

function applicationOf(body: SignupBody) {
  const professions = [...new Set(body.professions)];
  const other = body.otherProfession?.trim() ?? '';
  if (professions.includes('Other') && other === '')
    throw new DomainError('validation', EXPERT_MESSAGES.otherProfessionRequired);
  return {
    name: body.name,
    location: body.location,
    professions,
    otherProfession: professions.includes('Other') ? other : null,
  };
}
