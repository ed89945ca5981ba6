import { type AdminListQuery, type PublishState, publishStates } from '@hvac/contracts';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { SearchPageQueryDto } from '../../leads/dto/admin-queries.dto';

// GET /api/admin/blogs and /api/admin/locationpages: every item, or those of one state, a page at a time,
// searched by title (posts) or name and address (location pages).
export class AdminListQueryDto extends SearchPageQueryDto implements AdminListQuery {
  @ApiPropertyOptional({ enum: publishStates, description: 'Without it, every item' })
  @IsOptional()
  @IsIn(publishStates, { message: `state must be one of: ${publishStates.join(', ')}` })
  state?: PublishState;
}
