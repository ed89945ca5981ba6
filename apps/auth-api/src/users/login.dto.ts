import { authLimits, emailPattern, type LoginRequest, type StaffRole, staffRoles, type UserInfo, type UserProfile } from '@hvac/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean, IsDefined, IsNotEmpty, IsString, Matches, MaxLength } from 'class-validator';

export class LoginDto implements LoginRequest {
  @ApiProperty({ format: 'email', maxLength: authLimits.emailMax, example: 'admin@example.com' })
  @IsDefined({ message: 'email is required' })
  @IsString({ message: 'email must be a string' })
  @MaxLength(authLimits.emailMax, { message: `email must be at most ${authLimits.emailMax} characters` })
  @Matches(emailPattern, { message: 'email must be a valid e-mail address' })
  email: string;

  @ApiProperty({ format: 'password', minLength: 1, maxLength: authLimits.passwordMax })
  @IsDefined({ message: 'password is required' })
  @IsString({ message: 'password must be a string' })
  @IsNotEmpty({ message: 'password must not be empty' })
  @MaxLength(authLimits.passwordMax, { message: `password must be at most ${authLimits.passwordMax} characters` })
  password: string;
}

// Response shapes, for the OpenAPI document only.
export class UserProfileDto implements UserProfile {
  @ApiProperty({ description: 'User id' })
  @IsString()
  _id: string;

  @ApiProperty()
  @IsString()
  name: string;

  @ApiProperty({ format: 'email' })
  @IsString()
  email: string;

  @ApiProperty({ description: 'True for every staff role, all of which may enter the admin portal' })
  @IsBoolean()
  isAdmin: boolean;

  @ApiProperty({ enum: staffRoles, nullable: true, type: String })
  role: StaffRole | null;
}

export class UserInfoDto extends UserProfileDto implements UserInfo {
  @ApiProperty({ description: 'Bearer access token (JWT, ES256), valid for JWT_TTL seconds' })
  @IsString()
  token: string;
}

export class MessageDto {
  @ApiProperty()
  @IsString()
  message: string;
}
