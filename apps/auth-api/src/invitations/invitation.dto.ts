import {
  type AcceptInvitationRequest,
  authLimits,
  type DeliveryState,
  type PendingInvitation,
  type StaffRole,
  staffRoles,
} from '@hvac/contracts';
import { inviteSchema } from '@hvac/contracts/schemas';
import { ApiProperty } from '@nestjs/swagger';
import { IsDefined, IsString, Matches, MaxLength } from 'class-validator';
import { createZodDto } from 'nestjs-zod';
import { linkTokenPattern } from '../account-mail/link-token';

export const staffNameMax = 100;

// The body as inviteSchema (@hvac/contracts) describes it.
export class InviteDto extends createZodDto(inviteSchema) {}

export class AcceptInvitationDto implements AcceptInvitationRequest {
  @ApiProperty({ description: 'The token from the invitation link' })
  @IsDefined({ message: 'token is required' })
  @IsString({ message: 'token must be a string' })
  @Matches(linkTokenPattern, { message: 'token must be the 43 characters of an invitation link' })
  token: string;

  @ApiProperty({ maxLength: staffNameMax })
  @IsDefined({ message: 'name is required' })
  @IsString({ message: 'name must be a string' })
  @Matches(/\S/, { message: 'name must not be empty' })
  @MaxLength(staffNameMax, { message: `name must be at most ${staffNameMax} characters` })
  name: string;

  @ApiProperty({ minLength: 12, maxLength: authLimits.passwordMax, description: 'At least 12 characters and hard to guess' })
  @IsDefined({ message: 'password is required' })
  @IsString({ message: 'password must be a string' })
  password: string;
}

const deliveryStates: DeliveryState[] = ['queued', 'sent', 'failed', 'skipped'];

export class PendingInvitationDto implements PendingInvitation {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ format: 'email' })
  email: string;

  @ApiProperty({ enum: staffRoles })
  role: StaffRole;

  @ApiProperty({ nullable: true, type: String, description: 'E-mail of who invited' })
  invitedBy: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  @ApiProperty({ format: 'date-time', description: 'The link stops working then; a resend moves it on' })
  expiresAt: string;

  @ApiProperty({ enum: deliveryStates, description: 'Delivery of the latest invitation mail' })
  mailState: DeliveryState;
}
