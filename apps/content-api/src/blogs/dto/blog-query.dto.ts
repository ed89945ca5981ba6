import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';

// Optional paging, filtering and a lighter shape; without them GET /blogs returns every post with all
// its fields, as the spec expects.
export class BlogQueryDto {
  @ApiPropertyOptional({ minimum: 1, maximum: 100 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(100)
  limit?: number;

  // Capped where a number stops being exact: Postgres refused 1e308 as a bigint (a 500).
  @ApiPropertyOptional({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(0)
  @Max(Number.MAX_SAFE_INTEGER)
  offset?: number;

  @ApiPropertyOptional({ description: "A category id; the 'All' category means no filter" })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(2 ** 31 - 1)
  category?: number;

  @ApiPropertyOptional({ enum: ['summary'], description: 'summary: only what a post card shows (blog_id, title, slug_url, brief_paragraph, blog_image, published_date, category)' })
  @IsOptional()
  @IsIn(['summary'], { message: "fields must be 'summary'" })
  fields?: 'summary';
}
