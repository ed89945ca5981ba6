import { adminPageMax, adminSearchMax, type PageQuery } from '@hvac/contracts';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';

// GET /api/users: a page of staff, found by part of a name or e-mail.
export class StaffQueryDto implements PageQuery {
  @ApiPropertyOptional({ minimum: 1, maximum: adminPageMax, default: 20 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'limit must be an integer' })
  @Min(1, { message: 'limit must be at least 1' })
  @Max(adminPageMax, { message: `limit must be at most ${adminPageMax}` })
  limit = 20;

  @ApiPropertyOptional({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER, default: 0 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'offset must be an integer' })
  @Min(0, { message: 'offset must not be negative' })
  @Max(Number.MAX_SAFE_INTEGER, { message: `offset must be at most ${Number.MAX_SAFE_INTEGER}` })
  offset = 0;

  @ApiPropertyOptional({ maxLength: adminSearchMax, description: 'Part of the name or e-mail (case-insensitive)' })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || undefined : value))
  @IsString({ message: 'q must be text' })
  @MaxLength(adminSearchMax, { message: `q must be at most ${adminSearchMax} characters` })
  q?: string;
}
