import {
  type AddEnquiryNoteRequest,
  type EnquiryAssignee,
  enquiryNoteMax,
  type EnquiryStatus,
  enquiryStatuses,
  leadLimits,
  singleLinePattern,
  type UpdateEnquiryRequest,
} from '@hvac/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsNotEmpty, IsOptional, IsString, Matches, MaxLength, ValidateIf, ValidateNested } from 'class-validator';

export class EnquiryAssigneeDto implements EnquiryAssignee {
  @ApiProperty({ maxLength: 64, description: "The staff user's account id" })
  @IsString({ message: 'assignee.id must be a string' })
  @IsNotEmpty({ message: 'assignee.id is required' })
  @MaxLength(64, { message: 'assignee.id must be at most 64 characters' })
  id: string;

  @ApiProperty({ maxLength: leadLimits.nameMax })
  @IsString({ message: 'assignee.name must be a string' })
  @IsNotEmpty({ message: 'assignee.name is required' })
  @MaxLength(leadLimits.nameMax, {
    message: `assignee.name must be at most ${leadLimits.nameMax} characters`,
  })
  @Matches(singleLinePattern, { message: 'assignee.name must be one line' })
  name: string;
}

export class UpdateEnquiryDto implements UpdateEnquiryRequest {
  @ApiPropertyOptional({ enum: enquiryStatuses })
  @IsOptional()
  @IsIn(enquiryStatuses, {
    message: `status must be one of: ${enquiryStatuses.join(', ')}`,
  })
  status?: EnquiryStatus;

  @ApiPropertyOptional({
    type: EnquiryAssigneeDto,
    nullable: true,
    description: 'null removes the assignee',
  })
  @ValidateIf((body: UpdateEnquiryDto) => body.assignee !== undefined && body.assignee !== null)
  @ValidateNested()
  @Type(() => EnquiryAssigneeDto)
  assignee?: EnquiryAssigneeDto | null;
}

export class AddEnquiryNoteDto implements AddEnquiryNoteRequest {
  @ApiProperty({ maxLength: enquiryNoteMax })
  @IsString({ message: 'body must be a string' })
  @Matches(/\S/, { message: 'body must not be empty' })
  @MaxLength(enquiryNoteMax, {
    message: `body must be at most ${enquiryNoteMax} characters`,
  })
  body: string;
}
