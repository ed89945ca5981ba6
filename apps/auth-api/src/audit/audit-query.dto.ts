import { PageQueryDto } from '@hvac/server-kit';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsISO8601, IsOptional, IsString, MaxLength } from 'class-validator';

// A page of the audit log (?limit=&offset=, as every admin list), filtered by who, action and dates.
export class AuditQueryDto extends PageQueryDto {
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
}
