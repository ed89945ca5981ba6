import { type EnquiryMail, type EnquirySpamFilter, enquirySpamFilters, type ResendEnquiryRequest, type SubscriberStatus, subscriberStatuses } from '@hvac/contracts';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';

export class PageQueryDto {
  @ApiPropertyOptional({ minimum: 1, maximum: 100, default: 20 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'limit must be an integer' })
  @Min(1, { message: 'limit must be at least 1' })
  @Max(100, { message: 'limit must be at most 100' })
  limit = 20;

  @ApiPropertyOptional({ minimum: 0, default: 0 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'offset must be an integer' })
  @Min(0, { message: 'offset must not be negative' })
  offset = 0;
}

export class EnquiryQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: enquirySpamFilters, default: 'include', description: 'include: every enquiry; exclude: all but spam; only: spam alone' })
  @IsOptional()
  @IsIn(enquirySpamFilters, { message: `spam must be one of: ${enquirySpamFilters.join(', ')}` })
  spam: EnquirySpamFilter = 'include';
}

export class SubscriberQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: subscriberStatuses })
  @IsOptional()
  @IsIn(subscriberStatuses, { message: `status must be one of: ${subscriberStatuses.join(', ')}` })
  status?: SubscriberStatus;
}

export class ResendEnquiryDto implements ResendEnquiryRequest {
  @ApiPropertyOptional({ enum: ['notify', 'ack'], default: 'notify', description: 'notify: the business copy; ack: the visitor receipt' })
  @IsOptional()
  @IsIn(['notify', 'ack'], { message: 'mail must be notify or ack' })
  mail?: EnquiryMail;
}
