import { scheduleDaysMax } from '@hvac/contracts';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { CalendarDate } from '../../common/validators';

export class ScheduleQueryDto {
  // The first day shown (Toronto); today when left out.
  @IsOptional()
  @CalendarDate()
  from?: string;

  @ApiPropertyOptional({ minimum: 1, maximum: scheduleDaysMax, default: 1, description: '1 for a day, 7 for a week' })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'days must be a whole number' })
  @Min(1, { message: 'days must be at least 1' })
  @Max(scheduleDaysMax, { message: `days must be at most ${scheduleDaysMax}` })
  days?: number;
}
