import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';

export class PrivacyRequestQueryDto {
  @ApiPropertyOptional({ enum: ['true', 'false'], description: 'true: only requests not answered yet (the dashboard reads these)' })
  @IsOptional()
  @IsIn(['true', 'false'], { message: 'open must be true or false' })
  open?: 'true' | 'false';
}
