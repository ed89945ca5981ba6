import { authLimits, type PasswordResetConfirmation, type PasswordResetRequest } from '@hvac/contracts';
import { ApiProperty, PickType } from '@nestjs/swagger';
import { IsDefined, IsString, Matches } from 'class-validator';
import { linkTokenPattern } from '../account-mail/link-token';
import { LoginDto } from '../users/login.dto';

// The e-mail field of the sign-in form, with the same rules and messages.
export class PasswordResetRequestDto extends PickType(LoginDto, ['email'] as const) implements PasswordResetRequest {}

export class PasswordResetDto implements PasswordResetConfirmation {
  @ApiProperty({ description: 'The token from the reset link (the part after #)' })
  @IsDefined({ message: 'token is required' })
  @IsString({ message: 'token must be a string' })
  @Matches(linkTokenPattern, { message: 'token must be the 43 characters of a password reset link' })
  token: string;

  @ApiProperty({ format: 'password', minLength: 12, maxLength: authLimits.passwordMax, description: 'At least 12 characters and hard to guess' })
  @IsDefined({ message: 'password is required' })
  @IsString({ message: 'password must be a string' })
  password: string;
}
