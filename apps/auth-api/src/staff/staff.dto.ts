import { type ChangeRoleRequest, type StaffMember, type StaffRole, staffRoles } from '@hvac/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';

export class ChangeRoleDto implements ChangeRoleRequest {
  @ApiProperty({ enum: staffRoles })
  @IsIn(staffRoles, { message: `role must be one of ${staffRoles.join(', ')}` })
  role: StaffRole;
}

export class StaffMemberDto implements StaffMember {
  @ApiProperty({ format: 'uuid' })
  _id: string;

  @ApiProperty()
  name: string;

  @ApiProperty({ format: 'email' })
  email: string;

  @ApiProperty({ enum: staffRoles, nullable: true, type: String })
  role: StaffRole | null;

  @ApiProperty({ description: 'A deactivated user cannot sign in' })
  active: boolean;

  @ApiProperty({ format: 'date-time', nullable: true, type: String })
  lastSignInAt: string | null;

  @ApiProperty({ description: 'An authenticator app is switched on for the account; the owner may reset it' })
  secondFactor: boolean;
}

export class StaffPageDto {
  @ApiProperty({ type: [StaffMemberDto] })
  items: StaffMemberDto[];

  @ApiProperty({ description: 'Every user that matches, over all pages' })
  total: number;

  @ApiProperty()
  limit: number;

  @ApiProperty()
  offset: number;
}
