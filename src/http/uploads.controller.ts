import * as fs from 'node:fs';
import { Controller, Get, Param, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { DomainError } from '../common/domain-error';
import { ProfileImages } from '../infra/uploads/profile-images';
import { Input } from './input';

const NOT_FOUND = 'No such file.';

/**
 * Serves stored uploads. Only names the store gives out are served, always as WebP (the store
 * re-encodes every upload), never sniffed, never run as a page. Cached for an hour only: a replaced
 * or deleted photo is deleted here, and caches on the way must let it go soon after.
 */
@ApiExcludeController()
@Controller('uploads')
export class UploadsController {
  constructor(private readonly images: ProfileImages) {}

  @Get(':name')
  @Input({ params: z.object({ name: z.string() }) })
  async serve(@Param('name') name: string, @Res() reply: FastifyReply): Promise<void> {
    const file = this.images.fileOf(name);
    if (!file || !(await isFile(file))) throw new DomainError('not_found', NOT_FOUND);
    void reply
      .header('content-type', 'image/webp')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('cache-control', 'public, max-age=3600')
      .send(fs.createReadStream(file));
  }
}

async function isFile(file: string): Promise<boolean> {
  try {
    return (await fs.promises.stat(file)).isFile();
  } catch {
    return false;
  }
}
