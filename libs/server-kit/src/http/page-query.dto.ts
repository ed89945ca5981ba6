import { adminPageMax, adminSearchMax, type PageQuery } from '@hvac/contracts';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';

// A page of an admin list (?limit=&offset=), the same in every service; the reply is a Page.
export class PageQueryDto implements PageQuery {
  @ApiPropertyOptional({ minimum: 1, maximum: adminPageMax, default: 20 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'limit must be an integer' })
  @Min(1, { message: 'limit must be at least 1' })
  @Max(adminPageMax, { message: `limit must be at most ${adminPageMax}` })
  limit = 20;

  // Capped where a number stops being exact: Postgres refused 1e308 as a bigint (a 500).
  @ApiPropertyOptional({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER, default: 0 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'offset must be an integer' })
  @Min(0, { message: 'offset must not be negative' })
  @Max(Number.MAX_SAFE_INTEGER, { message: `offset must be at most ${Number.MAX_SAFE_INTEGER}` })
  offset = 0;
}

// A page of a list that can grow, and what to look for in it (?q=, blank means no search).
export class SearchPageQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ maxLength: adminSearchMax, description: 'Part of what the list is searched by (case-insensitive; % and _ match themselves)' })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || undefined : value))
  @IsString({ message: 'q must be text' })
  @MaxLength(adminSearchMax, { message: `q must be at most ${adminSearchMax} characters` })
  q?: string;
}
