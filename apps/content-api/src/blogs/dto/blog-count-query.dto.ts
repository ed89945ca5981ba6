import { PickType } from '@nestjs/swagger';
import { BlogQueryDto } from './blog-query.dto';

// The count takes the list's filter, checked by the same rules.
export class BlogCountQueryDto extends PickType(BlogQueryDto, ['category'] as const) {}
