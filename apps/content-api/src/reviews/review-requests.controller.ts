import type { ReviewRequestStatus, SuccessData } from '@hvac/contracts';
import { Access, type AuthenticatedUser, CurrentUser } from '@hvac/server-kit';
import { Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ok } from '../common/envelope';
import { ParseIdPipe } from '../common/id.pipe';
import { ReviewRequests } from './review-requests.service';
import { ReviewRequestReply } from './review-request-reply.dto';

@ApiTags('admin: leads')
@ApiBearerAuth()
@Access('owner', 'admin')
@Controller('api/admin/enquiries')
export class ReviewRequestsController {
  constructor(private readonly reviews: ReviewRequests) {}

  @Get(':id/review-request')
  @ApiOperation({ summary: "The enquiry's review request and reminder: none, queued, sent, skipped (with why) or failed, and whether its link was clicked" })
  @ApiOkResponse({ type: ReviewRequestReply })
  async status(@Param('id', ParseIdPipe) id: number): Promise<SuccessData<ReviewRequestStatus>> {
    return ok(await this.reviews.status(id));
  }

  @Post(':id/review-request/skip')
  @HttpCode(200)
  @ApiOperation({ summary: 'Do not ask this customer for a review (before the request is sent; 409 after)' })
  @ApiOkResponse({ type: ReviewRequestReply })
  async skip(@Param('id', ParseIdPipe) id: number, @CurrentUser() user: AuthenticatedUser): Promise<SuccessData<ReviewRequestStatus>> {
    return ok(await this.reviews.skip(id, user), 'No review request will be sent for this enquiry');
  }
}
