import type { AuditEntry, AuditPage } from '@hvac/contracts';
import { ApiProperty } from '@nestjs/swagger';

// OpenAPI description of GET /api/users/audit, checked against the contract types it implements.
class AuditEntryDto implements AuditEntry {
  @ApiProperty() id!: string;
  @ApiProperty({ format: 'date-time' }) at!: string;
  @ApiProperty({ example: 'sign-in' }) action!: string;
  @ApiProperty({ example: 'success' }) outcome!: string;
  @ApiProperty({ type: String, nullable: true }) actorId!: string | null;
  @ApiProperty({ type: String, nullable: true }) actorEmail!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Who or what the action was about' }) target!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'The client address' }) address!: string | null;
}

export class AuditPageDto implements AuditPage {
  @ApiProperty({ type: [AuditEntryDto] }) items!: AuditEntryDto[];
  @ApiProperty({ description: 'Every match, over all pages' }) total!: number;
  @ApiProperty() limit!: number;
  @ApiProperty() offset!: number;
}
