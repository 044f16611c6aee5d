import { Controller, Get, Inject } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { SiteSettings } from '../contracts/ads';
import type { Config } from '../config/config';
import { CONFIG } from '../infra/tokens';
import { Input } from './input';

@ApiTags('site')
@Controller('api/site')
export class SiteController {
  constructor(@Inject(CONFIG) private readonly config: Config) {}

  /** The site-wide settings the client renders by: which ad slots exist, if any. */
  @Get()
  @Input({})
  settings(): SiteSettings {
    return { ads: this.config.ads };
  }
}
