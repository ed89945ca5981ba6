import { type CreatePrivacyRequest, emailPattern, phonePattern, privacyRequestLimits, type PrivacyRequestType, privacyRequestTypes } from '@hvac/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsNotEmpty, IsOptional, IsString, Matches, ValidateIf } from 'class-validator';
import { MaxChars } from '../../common/validators';
import { EmptyToUndefined, Trim } from '../../leads/dto/form-fields';

export class CreatePrivacyRequestDto implements CreatePrivacyRequest {
  @ApiProperty({ maxLength: privacyRequestLimits.nameMax, description: 'Who asked, as they named themselves' })
  @Trim()
  @IsString()
  @IsNotEmpty({ message: 'requesterName is required' })
  @MaxChars(privacyRequestLimits.nameMax)
  // One line, and no NUL, which Postgres text cannot hold.
  @Matches(/^[^\r\n\0]*$/, { message: 'requesterName must be one line of text' })
  requesterName: string;

  @ApiPropertyOptional({ maxLength: privacyRequestLimits.emailMax, format: 'email', description: 'Required unless phone is given' })
  @Trim()
  @EmptyToUndefined()
  @ValidateIf((request: CreatePrivacyRequestDto) => request.email !== undefined || request.phone === undefined)
  @IsString({ message: 'email or phone is required: the address or number to look for' })
  @MaxChars(privacyRequestLimits.emailMax)
  @Matches(emailPattern, { message: 'email must be an e-mail address' })
  email?: string;

  @ApiPropertyOptional({ maxLength: privacyRequestLimits.phoneMax, description: 'Required unless email is given' })
  @Trim()
  @EmptyToUndefined()
  @IsOptional()
  @IsString()
  @MaxChars(privacyRequestLimits.phoneMax)
  @Matches(phonePattern, { message: 'phone must be a phone number with its area code' })
  phone?: string;

  @ApiProperty({ enum: privacyRequestTypes })
  @IsIn(privacyRequestTypes, { message: `type must be one of: ${privacyRequestTypes.join(', ')}` })
  type: PrivacyRequestType;

  @ApiPropertyOptional({ maxLength: privacyRequestLimits.noteMax })
  @Trim()
  @IsOptional()
  @IsString()
  @MaxChars(privacyRequestLimits.noteMax)
  @Matches(/^[^\0]*$/, { message: 'note must not contain NUL characters' })
  note?: string;
}
