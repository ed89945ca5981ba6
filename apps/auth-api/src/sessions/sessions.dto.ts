import type { RevokedSessions, SessionSummary } from '@hvac/contracts';
import { ApiProperty } from '@nestjs/swagger';

export class SessionSummaryDto implements SessionSummary {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ description: 'Browser and system, from the user agent at sign-in', example: 'Firefox on Windows' })
  device: string;

  @ApiProperty({ nullable: true, type: String, description: 'The address the sign-in came from' })
  address: string | null;

  @ApiProperty({ format: 'date-time' })
  signedInAt: string;

  @ApiProperty({ format: 'date-time', description: 'Recorded at most once a minute' })
  lastUsedAt: string;

  @ApiProperty({ description: 'The session of this request ("this device")' })
  current: boolean;
}

export class RevokedSessionsDto implements RevokedSessions {
  @ApiProperty()
  message: string;

  @ApiProperty({ description: 'How many sessions were signed out' })
  revoked: number;
}
