import { randomBytes } from 'node:crypto';
import * as fs from 'node:fs/promises';
import * as path from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import sharp from 'sharp';
import { DomainError } from '../../common/domain-error';
import { EXPERT_MESSAGES } from '../../contracts/experts';
import type { Config } from '../../config/config';
import { CONFIG } from '../tokens';
import { detectImageType } from './image-type';

/** Profile pictures are shown square; twice the largest size a page shows them at. */
const SIDE = 400;
/** Refuses decompression bombs: a small file that would unpack to a huge bitmap. */
const MAX_INPUT_PIXELS = 50_000_000;
export const UPLOADS_URL_PREFIX = '/uploads/';
/** Every stored name: random, so a name says nothing and cannot be guessed; always WebP. */
export const STORED_IMAGE_NAME = /^[0-9a-f]{32}\.webp$/;

/**
 * Checks an uploaded picture by its bytes, re-encodes it (square, WebP, no metadata: sharp keeps
 * none unless asked, and the EXIF orientation is applied first) and stores it under a random name.
 */
@Injectable()
export class ProfileImages {
  constructor(@Inject(CONFIG) private readonly config: Config) {}

  /** The stored image's path as the site serves it, e.g. `/uploads/3f…9a.webp`. */
  async store(bytes: Buffer): Promise<string> {
    if (!detectImageType(bytes)) throw new DomainError('validation', EXPERT_MESSAGES.imageType);
    let output: Buffer;
    try {
      output = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
        .rotate()
        .resize(SIDE, SIDE, { fit: 'cover' })
        .webp({ quality: 82 })
        .toBuffer();
    } catch {
      throw new DomainError('validation', EXPERT_MESSAGES.imageUnreadable);
    }
    const name = `${randomBytes(16).toString('hex')}.webp`;
    await fs.mkdir(this.config.uploadsDir, { recursive: true });
    await fs.writeFile(path.join(this.config.uploadsDir, name), output, { flag: 'wx' });
    return UPLOADS_URL_PREFIX + name;
  }

  /** Deletes a stored image (a deleted account's photo); a path of another shape is left alone. */
  async remove(img: string): Promise<void> {
    const name = img.startsWith(UPLOADS_URL_PREFIX) ? img.slice(UPLOADS_URL_PREFIX.length) : '';
    if (STORED_IMAGE_NAME.test(name)) await fs.rm(path.join(this.config.uploadsDir, name), { force: true });
  }

  /** The file behind a served name, or null when the name is not one this store gives out. */
  fileOf(name: string): string | null {
    return STORED_IMAGE_NAME.test(name) ? path.join(this.config.uploadsDir, name) : null;
  }
}
