import type { SiteSettings, SiteSettingsRecord } from '@hvac/contracts';
import { SiteSettingsEntity, siteSettingsOf } from '@hvac/leads';
import { BadRequestException, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';

@Injectable()
export class SiteSettingsService {
  constructor(@InjectRepository(SiteSettingsEntity) private readonly rows: Repository<SiteSettingsEntity>) {}

  async current(): Promise<SiteSettings> {
    return siteSettingsOf(await this.rows.findOneBy({ id: SiteSettingsEntity.rowId }));
  }

  async record(): Promise<SiteSettingsRecord> {
    const row = await this.rows.findOneBy({ id: SiteSettingsEntity.rowId });
    return { settings: siteSettingsOf(row), updatedAt: row?.updatedAt.toISOString() ?? null, updatedBy: row?.updatedBy ?? null };
  }

  async save(settings: SiteSettings, updatedBy: string): Promise<SiteSettingsRecord> {
    assertConsistent(settings);
    // The DTO instance carries only validated fields; a plain copy is what goes into the JSON column.
    const document = JSON.parse(JSON.stringify(settings)) as SiteSettings;
    await this.rows.upsert({ id: SiteSettingsEntity.rowId, document, updatedAt: new Date(), updatedBy }, ['id']);
    return this.record();
  }
}

// Rules across rows that field decorators cannot see; the message names the row like the validator does.
function assertConsistent(settings: SiteSettings): void {
  const seenDays = new Set<string>();
  settings.openingHours.forEach((row, index) => {
    if (seenDays.has(row.day)) throw new BadRequestException(`openingHours.${index}.day: ${row.day} is listed twice`);
    seenDays.add(row.day);
    if (row.closes <= row.opens) throw new BadRequestException(`openingHours.${index}.closes must be later than opens`);
  });
  const seenDates = new Set<string>();
  settings.holidayClosures.forEach((row, index) => {
    if (seenDates.has(row.date)) throw new BadRequestException(`holidayClosures.${index}.date: ${row.date} is listed twice`);
    seenDates.add(row.date);
  });
}
