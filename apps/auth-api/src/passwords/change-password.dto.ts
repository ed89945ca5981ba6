import { authLimits, type ChangePasswordReply, type ChangePasswordRequest, secondFactorLimits } from '@hvac/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsDefined, IsOptional, IsString, MaxLength } from 'class-validator';

export class ChangePasswordDto implements ChangePasswordRequest {
  @ApiProperty({ maxLength: authLimits.passwordMax })
  @IsDefined({ message: 'currentPassword is required' })
  @IsString({ message: 'currentPassword must be a string' })
  @MaxLength(authLimits.passwordMax, { message: `currentPassword must be at most ${authLimits.passwordMax} characters` })
  currentPassword: string;

  @ApiProperty({ minLength: 12, maxLength: authLimits.passwordMax, description: 'At least 12 characters and hard to guess' })
  @IsDefined({ message: 'newPassword is required' })
  @IsString({ message: 'newPassword must be a string' })
  newPassword: string;

  @ApiPropertyOptional({ maxLength: secondFactorLimits.codeMax, description: 'Required when the account has a second factor: a code of the app or a recovery code' })
  @IsOptional()
  @IsString({ message: 'code must be a string' })
  @MaxLength(secondFactorLimits.codeMax, { message: `code must be at most ${secondFactorLimits.codeMax} characters` })
  code?: string;
}

export class ChangePasswordReplyDto implements ChangePasswordReply {
  @ApiProperty()
  message: string;

  @ApiProperty({ description: 'A fresh bearer token for this session; tokens issued before no longer work' })
  token: string;
}
