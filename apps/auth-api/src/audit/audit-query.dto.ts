import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsISO8601, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';

export class AuditQueryDto {
  @ApiPropertyOptional({ description: 'Part of the e-mail of who acted' })
  @IsOptional()
  @IsString({ message: 'who must be text' })
  @MaxLength(254, { message: 'who must be at most 254 characters' })
  who?: string;

  @ApiPropertyOptional({ description: 'Start of the action, e.g. "sign-in" or "DELETE /api/admin/redirects"' })
  @IsOptional()
  @IsString({ message: 'action must be text' })
  @MaxLength(100, { message: 'action must be at most 100 characters' })
  action?: string;

  @ApiPropertyOptional({ description: 'Entries at or after this time (ISO 8601)' })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'from must be a date or time like 2026-01-31' })
  from?: string;

  @ApiPropertyOptional({ description: 'Entries before this time (ISO 8601)' })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'to must be a date or time like 2026-01-31' })
  to?: string;

  @ApiPropertyOptional({ minimum: 1, maximum: 10000, default: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'page must be a whole number' })
  @Min(1, { message: 'page must be at least 1' })
  @Max(10000, { message: 'page must be at most 10000' })
  page = 1;
}
