import { type PersonalDataFinding, type PrivacyErasure, type PrivacyFindings, type PrivacyRequest, type PrivacyRequestType, privacyRequestTypes } from '@hvac/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { dataReply } from '../../openapi/replies';

class PrivacyRequestDto implements PrivacyRequest {
  @ApiProperty() id!: number;
  @ApiProperty({ enum: privacyRequestTypes }) type!: PrivacyRequestType;
  @ApiProperty() requesterName!: string;
  @ApiProperty({ type: String, nullable: true, description: 'Null once erased' }) email!: string | null;
  @ApiProperty({ type: String, nullable: true }) phone!: string | null;
  @ApiProperty() note!: string;
  @ApiProperty({ format: 'date-time' }) receivedAt!: string;
  @ApiProperty({ format: 'date-time' }) dueAt!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) answeredAt!: string | null;
  @ApiProperty() recordedBy!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) erasedAt!: string | null;
}

class PersonalDataFindingDto implements PersonalDataFinding {
  @ApiProperty({ description: 'The table' }) source!: string;
  @ApiProperty() description!: string;
  @ApiProperty({ type: 'array', items: { type: 'object', additionalProperties: true } }) rows!: Record<string, unknown>[];
}

class PrivacyFindingsDto implements PrivacyFindings {
  @ApiProperty({ type: PrivacyRequestDto }) request!: PrivacyRequestDto;
  @ApiProperty({ type: [PersonalDataFindingDto] }) findings!: PersonalDataFindingDto[];
  @ApiProperty({ description: 'The address is on the suppression list' }) suppressed!: boolean;
}

class ErasedRowsDto {
  @ApiProperty() source!: string;
  @ApiProperty() rows!: number;
}

class PrivacyErasureDto implements PrivacyErasure {
  @ApiProperty({ type: PrivacyRequestDto }) request!: PrivacyRequestDto;
  @ApiProperty({ type: [ErasedRowsDto] }) erased!: ErasedRowsDto[];
}

export const PrivacyRequestListReply = dataReply([PrivacyRequestDto], 'PrivacyRequestListReply');
export const PrivacyRequestReply = dataReply(PrivacyRequestDto, 'PrivacyRequestReply');
export const PrivacyFindingsReply = dataReply(PrivacyFindingsDto, 'PrivacyFindingsReply');
export const PrivacyErasureReply = dataReply(PrivacyErasureDto, 'PrivacyErasureReply');
