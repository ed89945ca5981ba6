import { type StaffMember, type StaffRole, staffRoles } from '@hvac/contracts';
import { changeRoleSchema } from '@hvac/contracts/schemas';
import { ApiProperty } from '@nestjs/swagger';
import { createZodDto } from 'nestjs-zod';

// The body as changeRoleSchema (@hvac/contracts) describes it.
export class ChangeRoleDto extends createZodDto(changeRoleSchema) {}

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
