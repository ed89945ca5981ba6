import { type AdminListQuery, type PublishState, publishStates } from '@hvac/contracts';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { PageQueryDto } from '../../leads/dto/admin-queries.dto';

// GET /api/admin/blogs and /api/admin/locationpages: every item, or those of one state, a page at a time.
export class AdminListQueryDto extends PageQueryDto implements AdminListQuery {
  @ApiPropertyOptional({ enum: publishStates, description: 'Without it, every item' })
  @IsOptional()
  @IsIn(publishStates, { message: `state must be one of: ${publishStates.join(', ')}` })
  state?: PublishState;
}
