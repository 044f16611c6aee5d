import { Body, Controller, Get, HttpCode, PayloadTooLargeException, Post, Put, Req } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { CommandContext } from '../commands/command-context';
import { changeExpertImage, saveExpertProfile } from '../commands/experts/experts.decider';
import { DomainError } from '../common/domain-error';
import {
  EXPERT_BIO_MAX,
  EXPERT_CATEGORIES_MAX,
  EXPERT_MESSAGES,
  EXPERT_SLUG_MAX,
  EXPERT_TITLE_MAX,
  type OwnExpertProfile,
  PROFILE_IMAGE_FIELD,
  type ProfileImageReply,
  START_YEAR_MIN,
  toSlug,
} from '../contracts/experts';
import { ProfileImages } from '../infra/uploads/profile-images';
import { ExpertsQueries } from '../projections/experts/experts.queries';
import { CommandRunner } from '../writes/command-runner';
import { Auth } from './guards/auth.guard';
import { Input } from './input';
import { Output } from './output';
import { ownExpertProfileReply, profileImageReply } from './responses/experts.responses';
import { RateLimits } from './rate-limits';
import { Ctx, CurrentSession, type RequestSession } from './request-context';
import { idField, INTEGER_MAX, wholeNumberField } from './schemas';

// The shape is checked here; the rules (address, zip, years, categories) by the decider, with one message each.
const profileBody = z.object({
  slug: z
    .string({ error: EXPERT_MESSAGES.slugInvalid })
    .max(EXPERT_SLUG_MAX * 2, EXPERT_MESSAGES.slugInvalid)
    .transform(toSlug),
  title: z.string({ error: EXPERT_MESSAGES.titleRequired }).trim().max(EXPERT_TITLE_MAX, EXPERT_MESSAGES.titleTooLong),
  bio: z.string({ error: EXPERT_MESSAGES.bioRequired }).trim().max(EXPERT_BIO_MAX, EXPERT_MESSAGES.bioTooLong),
  zip: z.string({ error: EXPERT_MESSAGES.zipInvalid }).trim().max(10, EXPERT_MESSAGES.zipInvalid),
  startYear: wholeNumberField(START_YEAR_MIN, INTEGER_MAX, EXPERT_MESSAGES.startYearInvalid),
  categories: z
    .array(idField(EXPERT_MESSAGES.categoriesInvalid), { error: EXPERT_MESSAGES.categoriesInvalid })
    .max(EXPERT_CATEGORIES_MAX, EXPERT_MESSAGES.tooManyCategories)
    .transform((ids) => [...new Set(ids)]),
});

/** The Expert Area of My Account: the profile editor and the profile image. */
/** The upload's body, for the OpenAPI document: @Input cannot declare a multipart form. */
const imageUpload = {
  type: 'object',
  required: [PROFILE_IMAGE_FIELD],
  properties: {
    [PROFILE_IMAGE_FIELD]: {
      type: 'string',
      contentMediaType: 'application/octet-stream',
      description: 'A JPEG, PNG or WebP image up to 5 MB.',
    },
  },
};

@ApiTags('account')
@Controller('api/account/expert')
@Auth('Expert')
export class ExpertAccountController {
  constructor(
    private readonly experts: ExpertsQueries,
    private readonly images: ProfileImages,
    private readonly runner: CommandRunner,
    private readonly limits: RateLimits,
  ) {}

  @Get()
  @Output('Your expert profile', ownExpertProfileReply)
  @Input({})
  async profile(@CurrentSession() session: RequestSession): Promise<{ profile: OwnExpertProfile }> {
    return { profile: await this.own(session.user.uid) };
  }

  @Put()
  @Output('Save your expert profile', ownExpertProfileReply)
  @Input({ body: profileBody })
  async save(
    @Body() body: z.infer<typeof profileBody>,
    @CurrentSession() session: RequestSession,
    @Ctx() ctx: CommandContext,
  ): Promise<{ profile: OwnExpertProfile }> {
    await this.runner.run(saveExpertProfile, { uid: session.user.uid, profile: body }, ctx);
    return { profile: await this.own(session.user.uid) };
  }

  /**
   * Multipart with the file in `fileToUpload`; checked by its bytes, re-encoded and stored under
   * /uploads. The image it replaces is deleted once the new one is recorded. 429 past the upload limit.
   */
  @Post('image')
  @HttpCode(201)
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: imageUpload })
  @Output('Upload your profile image (multipart, field fileToUpload: JPEG, PNG or WebP up to 5 MB)', profileImageReply)
  @Input({})
  async uploadImage(
    @Req() req: FastifyRequest,
    @CurrentSession() session: RequestSession,
    @Ctx() ctx: CommandContext,
  ): Promise<ProfileImageReply> {
    await this.limits.check('profileImage', req.ip, String(session.user.uid), EXPERT_MESSAGES.tooManyImages);
    const img = await this.images.store(await imageBytes(req));
    await this.runner.run(changeExpertImage, { uid: session.user.uid, img }, ctx).catch(async (error: unknown) => {
      // Refused, the new file is recorded nowhere; any other failure may have recorded it, and it stays.
      if (error instanceof DomainError) await this.images.remove(img);
      throw error;
    });
    return { img, message: EXPERT_MESSAGES.imageUploaded };
  }

  private async own(uid: number): Promise<OwnExpertProfile> {
    const profile = await this.experts.own(uid);
    if (!profile) throw new DomainError('not_found', EXPERT_MESSAGES.notExpert);
    return profile;
  }
}

/** The uploaded file's bytes; the size limit is the multipart plugin's (registered in app.ts). */
async function imageBytes(req: FastifyRequest): Promise<Buffer> {
  if (!req.isMultipart()) throw new DomainError('validation', EXPERT_MESSAGES.imageMissing);
  let file;
  try {
    file = await req.file();
  } catch {
    throw new DomainError('validation', EXPERT_MESSAGES.imageMissing);
  }
  if (!file || file.fieldname !== PROFILE_IMAGE_FIELD)
    throw new DomainError('validation', EXPERT_MESSAGES.imageMissing);
  try {
    return await file.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new PayloadTooLargeException(EXPERT_MESSAGES.imageTooLarge);
    throw new DomainError('validation', EXPERT_MESSAGES.imageUnreadable);
  }
}
