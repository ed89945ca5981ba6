import { EnquiryEntity } from '@hvac/leads';
import { Inject, Injectable, Logger, type Provider } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { SiteSettingsService } from '../settings/site-settings.service';

// How many months a closed enquiry is kept. Read on every sweep, so a provider backed by the site
// settings takes effect on the next one without a restart.
export type EnquiryRetentionMonths = { months: () => number | Promise<number> };
export const ENQUIRY_RETENTION_MONTHS = Symbol('ENQUIRY_RETENTION_MONTHS');
// The owner's site settings hold the period (24 months until changed).
export const enquiryRetentionMonthsProvider: Provider = {
  provide: ENQUIRY_RETENTION_MONTHS,
  inject: [SiteSettingsService],
  useFactory: (settings: SiteSettingsService): EnquiryRetentionMonths => ({
    months: async () => (await settings.current()).enquiryRetentionMonths,
  }),
};

// Personal data is kept no longer than needed: a closed enquiry goes, with its notes and status
// history, once it has been closed for the retention period. Open ones are never removed.
@Injectable()
export class EnquiryRetention {
  private readonly logger = new Logger('EnquiryRetention');

  constructor(
    @InjectRepository(EnquiryEntity)
    private readonly enquiries: Repository<EnquiryEntity>,
    @Inject(ENQUIRY_RETENTION_MONTHS)
    private readonly retention: EnquiryRetentionMonths,
  ) {}

  // Returns how many enquiries were removed.
  async removeExpired(): Promise<number> {
    const months = await this.retention.months();
    // A bad setting must never delete everything closed.
    if (!Number.isInteger(months) || months < 1) {
      this.logger.error({ months }, 'enquiry retention skipped: the period must be a whole number of months, at least 1');
      return 0;
    }
    const { affected } = await this.enquiries
      .createQueryBuilder()
      .delete()
      .where(`status = 'closed' AND status_changed_at < now() - make_interval(months => :months)`, { months })
      .execute();
    if (affected) this.logger.log({ removed: affected, months }, 'closed enquiries past the retention period removed');
    return affected ?? 0;
  }
}
