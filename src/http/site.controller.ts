import { Controller, Get, Inject } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { SiteSettings } from '../contracts/ads';
import type { Config } from '../config/config';
import { CONFIG } from '../infra/tokens';
import { Input } from './input';
import { Output } from './output';
import { siteSettings } from './responses/site.responses';

@ApiTags('site')
@Controller('api/site')
export class SiteController {
  constructor(@Inject(CONFIG) private readonly config: Config) {}

  /** The site-wide settings the client renders by: which ad slots exist, if any. */
  @Get()
  @Output('The site-wide settings the pages render by (ad slots)', siteSettings)
  @Input({})
  settings(): SiteSettings {
    return { ads: this.config.ads };
  }
}
