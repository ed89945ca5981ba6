import { locationPageInputSchema } from '@hvac/contracts/schemas';
import { createZodDto } from 'nestjs-zod';

// POST /api/locationpages/create and PUT /api/locationpages/{id}: the body as locationPageInputSchema
// (@hvac/contracts) describes it.
export class LocationPageInputDto extends createZodDto(locationPageInputSchema) {}
