import type { SiteSettings } from '@hvac/contracts';
import { SiteSettingsEntity, siteSettingsOf } from '@hvac/site-settings';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';

// Mails name the business as the owner's site settings describe it. A burst of jobs shares one read;
// after a few seconds the next job reads again, so a saved change reaches the mails about as fast as
// the pages.
export const siteSettingsCacheMs = 5000;

@Injectable()
export class SiteSettingsCache {
  private cached: { settings: Promise<SiteSettings>; readAt: number } | undefined;

  constructor(@InjectRepository(SiteSettingsEntity) private readonly rows: Repository<SiteSettingsEntity>) {}

  current(now = Date.now()): Promise<SiteSettings> {
    if (!this.cached || now - this.cached.readAt >= siteSettingsCacheMs) {
      const settings = this.rows.findOneBy({ id: SiteSettingsEntity.rowId }).then(siteSettingsOf);
      // A failed read is not kept: the job fails and retries, and the next one reads again.
      settings.catch(() => (this.cached = undefined));
      this.cached = { settings, readAt: now };
    }
    return this.cached.settings;
  }

  // For a decision the owner may have changed a moment ago (review requests turned on or off): the saved
  // row, never the shared read, and the read is kept for the jobs after it.
  readNow(now = Date.now()): Promise<SiteSettings> {
    this.cached = undefined;
    return this.current(now);
  }
}
