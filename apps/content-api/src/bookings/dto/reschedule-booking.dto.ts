import { type RescheduleBookingRequest, windowIdPattern } from '@hvac/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { IsString, Matches } from 'class-validator';

export class RescheduleBookingDto implements RescheduleBookingRequest {
  @ApiProperty({ example: '2026-12-03T08:00', description: 'The open window to move to (GET /api/booking/windows)' })
  @IsString({ message: 'windowId must be text' })
  @Matches(windowIdPattern, { message: 'windowId must name an arrival window as YYYY-MM-DDTHH:MM, like 2026-12-03T08:00' })
  windowId!: string;
}
