import { type AdminListQuery, type PublishState, publishStates } from '@hvac/contracts';
import { SearchPageQueryDto } from '@hvac/server-kit';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';

// GET /api/admin/blogs and /api/admin/locationpages: every item, or those of one state, a page at a time,
// searched by title (posts) or name and address (location pages).
export class AdminListQueryDto extends SearchPageQueryDto implements AdminListQuery {
  @ApiPropertyOptional({ enum: publishStates, description: 'Without it, every item' })
  @IsOptional()
  @IsIn(publishStates, { message: `state must be one of: ${publishStates.join(', ')}` })
  state?: PublishState;
}
