import {
  type EnrolledSignIn,
  type SecondFactorChallenge,
  type SecondFactorChallengeRequest,
  type SecondFactorCodeRequest,
  type SecondFactorConfirmRequest,
  type SecondFactorDisableRequest,
  type SecondFactorEnrolmentRequest,
  secondFactorLimits,
  type SecondFactorSetup,
  type SecondFactorStatus,
  type SecuritySettings,
} from '@hvac/contracts';
import { ApiProperty, IntersectionType, PickType } from '@nestjs/swagger';
import { IsBoolean, IsDefined, IsNotEmpty, IsString, Matches, MaxLength } from 'class-validator';
import { LoginDto, UserInfoDto } from '../users/login.dto';

const challengeRules = () => [
  IsDefined({ message: 'challenge is required' }),
  IsString({ message: 'challenge must be a string' }),
  Matches(/^[A-Za-z0-9_-]{43}$/, { message: 'challenge must be the 43 characters the sign-in reply gave' }),
];
const codeRules = () => [
  IsDefined({ message: 'code is required' }),
  IsString({ message: 'code must be a string' }),
  IsNotEmpty({ message: 'code must not be empty' }),
  MaxLength(secondFactorLimits.codeMax, { message: `code must be at most ${secondFactorLimits.codeMax} characters` }),
];
const apply = (rules: PropertyDecorator[]): PropertyDecorator => (target, key) => rules.forEach((rule) => rule(target, key));

export class SecondFactorChallengeRequestDto implements SecondFactorChallengeRequest {
  @ApiProperty({ description: 'The challenge of the sign-in reply' })
  @apply(challengeRules())
  challenge: string;
}

export class SecondFactorCodeRequestDto extends SecondFactorChallengeRequestDto implements SecondFactorCodeRequest {
  @ApiProperty({ description: 'The 6 digits of the authenticator app, or a recovery code', maxLength: secondFactorLimits.codeMax })
  @apply(codeRules())
  code: string;
}

export class SecondFactorConfirmRequestDto implements SecondFactorConfirmRequest {
  @ApiProperty({ description: 'The 6 digits the authenticator app shows', maxLength: secondFactorLimits.codeMax })
  @apply(codeRules())
  code: string;
}

// The password rules of sign-in, and a code.
export class SecondFactorDisableRequestDto
  extends IntersectionType(PickType(LoginDto, ['password'] as const), SecondFactorConfirmRequestDto)
  implements SecondFactorDisableRequest {}

// Setting up a factor asks for the password again.
export class SecondFactorEnrolmentRequestDto extends PickType(LoginDto, ['password'] as const) implements SecondFactorEnrolmentRequest {}

export class SecuritySettingsDto implements SecuritySettings {
  @ApiProperty({ description: 'Every staff user must sign in with a second factor' })
  @IsDefined({ message: 'requireSecondFactor is required' })
  @IsBoolean({ message: 'requireSecondFactor must be true or false' })
  requireSecondFactor: boolean;
}

// Response shapes, for the OpenAPI document only.
export class SecondFactorChallengeDto implements SecondFactorChallenge {
  @ApiProperty({ enum: [true] })
  secondFactorRequired: true;

  @ApiProperty({ description: 'Valid 5 minutes; completes one sign-in' })
  challenge: string;

  @ApiProperty({ description: 'true: the user must set up a factor first; the challenge opens only the enrolment' })
  enrol: boolean;
}

export class SecondFactorSetupDto implements SecondFactorSetup {
  @ApiProperty()
  otpauthUri: string;

  @ApiProperty({ description: 'The secret in base32, in groups of four, for typing in by hand' })
  manualKey: string;

  @ApiProperty({ description: 'The otpauth URI as a QR code (PNG data URL)' })
  qrCodeDataUrl: string;
}

export class RecoveryCodesDto {
  @ApiProperty({ type: [String], description: 'Ten single-use codes, shown this once' })
  recoveryCodes: string[];
}

export class EnrolledSignInDto extends UserInfoDto implements EnrolledSignIn {
  @ApiProperty({ type: [String], description: 'Ten single-use codes, shown this once' })
  recoveryCodes: string[];
}

export class SecondFactorStatusDto implements SecondFactorStatus {
  @ApiProperty()
  enabled: boolean;

  @ApiProperty()
  recoveryCodesLeft: number;

  @ApiProperty({ description: 'The owner requires a second factor for every staff user' })
  required: boolean;
}
