import type { SiteSettingsRecord } from '@hvac/contracts';
import { analyticsSettingsSchema, siteSettingsSchema } from '@hvac/contracts/schemas';
import { ApiProperty } from '@nestjs/swagger';
import { createZodDto } from 'nestjs-zod';
import { dataReply } from '../../openapi/replies';

// The stored document: the schema a save is checked with, where the analytics a save may leave out are always
// present (the default applies).
class StoredSiteSettingsDto extends createZodDto(siteSettingsSchema.safeExtend({ analytics: analyticsSettingsSchema })) {}

// The admin's read and the save's reply.
class SiteSettingsRecordDto implements SiteSettingsRecord {
  @ApiProperty({ type: StoredSiteSettingsDto }) settings!: StoredSiteSettingsDto;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'Null until first saved' }) updatedAt!: string | null;
  @ApiProperty({ type: String, nullable: true }) updatedBy!: string | null;
  @ApiProperty({ description: "The document's version: its ETag, sent back as If-Match" }) version!: number;
}

export const SiteSettingsRecordReply = dataReply(SiteSettingsRecordDto, 'SiteSettingsRecordReply');
