import { siteSettingsSchema } from '@hvac/contracts/schemas';
import { createZodDto } from 'nestjs-zod';

// PUT /api/admin/settings: the document as siteSettingsSchema (@hvac/contracts) describes it, the schema the
// settings screen checks with too.
export class SiteSettingsDto extends createZodDto(siteSettingsSchema) {}
