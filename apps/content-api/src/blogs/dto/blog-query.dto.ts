import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

// Optional paging and filtering; without them GET /blogs returns every post as the spec expects.
export class BlogQueryDto {
  @ApiPropertyOptional({ minimum: 1, maximum: 100 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(100)
  limit?: number;

  @ApiPropertyOptional({ minimum: 0 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(0)
  offset?: number;

  @ApiPropertyOptional({ description: "A category id; the 'All' category means no filter" })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(2 ** 31 - 1)
  category?: number;
}
