import type { ReviewRequestState, ReviewRequestStatus } from '@hvac/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { dataReply } from '../openapi/replies';

const reviewRequestStates: ReviewRequestState[] = ['none', 'queued', 'sent', 'skipped', 'failed'];

class ReviewRequestStatusDto implements ReviewRequestStatus {
  @ApiProperty() enquiryId!: number;
  @ApiProperty({ enum: reviewRequestStates }) request!: ReviewRequestState;
  @ApiProperty({ enum: reviewRequestStates }) reminder!: ReviewRequestState;
  @ApiProperty({ type: String, nullable: true, description: 'Why it was or will not be sent' }) reason!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) clickedAt!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) consentExpiresAt!: string | null;
}

export const ReviewRequestReply = dataReply(ReviewRequestStatusDto, 'ReviewRequestReply');
