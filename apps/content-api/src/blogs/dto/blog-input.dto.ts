import { blogInputSchema } from '@hvac/contracts/schemas';
import { createZodDto } from 'nestjs-zod';

// POST /blogs and PUT /blogs/{id}: the body as blogInputSchema (@hvac/contracts) describes it, the schema the
// post editor checks its draft with too.
export class BlogInputDto extends createZodDto(blogInputSchema) {}
