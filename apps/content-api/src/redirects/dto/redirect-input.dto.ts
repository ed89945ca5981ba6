import { redirectInputSchema } from '@hvac/contracts/schemas';
import { createZodDto } from 'nestjs-zod';

// POST and PUT /api/admin/redirects: the body as redirectInputSchema (@hvac/contracts) describes it; the
// service then checks and normalises the paths (normaliseSitePath), naming the field in its 400.
export class RedirectInputDto extends createZodDto(redirectInputSchema) {}
