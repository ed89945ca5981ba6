import {
  type ContactFormType,
  contactFormTypes,
  type EnquiryFilters,
  type EnquiryMail,
  enquirySearchMax,
  type EnquirySpamFilter,
  enquirySpamFilters,
  type EnquiryStatus,
  enquiryStatuses,
  type ResendEnquiryRequest,
  type SubscriberStatus,
  subscriberStatuses,
} from '@hvac/contracts';
import { PageQueryDto, SearchPageQueryDto } from '@hvac/server-kit';
import { ApiPropertyOptional, IntersectionType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsISO8601, IsOptional, MaxLength } from 'class-validator';

// The search and filters of the enquiry list, shared by its CSV export.
export class EnquiryFiltersDto implements EnquiryFilters {
  @ApiPropertyOptional({ enum: enquirySpamFilters, default: 'include', description: 'include: every enquiry; exclude: all but spam; only: spam alone' })
  @IsOptional()
  @IsIn(enquirySpamFilters, { message: `spam must be one of: ${enquirySpamFilters.join(', ')}` })
  spam: EnquirySpamFilter = 'include';

  @ApiPropertyOptional({ maxLength: enquirySearchMax, description: 'Part of the name, e-mail, phone, subject or message (case-insensitive)' })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || undefined : value))
  @MaxLength(enquirySearchMax, { message: `q must be at most ${enquirySearchMax} characters` })
  q?: string;

  @ApiPropertyOptional({ enum: enquiryStatuses })
  @IsOptional()
  @IsIn(enquiryStatuses, { message: `status must be one of: ${enquiryStatuses.join(', ')}` })
  status?: EnquiryStatus;

  @ApiPropertyOptional({ enum: contactFormTypes })
  @IsOptional()
  @IsIn(contactFormTypes, { message: `formType must be one of: ${contactFormTypes.join(', ')}` })
  formType?: ContactFormType;

  @ApiPropertyOptional({ type: Boolean, description: 'true: only urgent enquiries (no heat, no cooling, gas smell); false: only the others' })
  @IsOptional()
  // A query string carries text; anything but the two words stays a string and is refused below.
  @Transform(({ value }: { value: unknown }) => (value === 'true' ? true : value === 'false' ? false : value))
  @IsBoolean({ message: 'urgent must be true or false' })
  urgent?: boolean;

  @ApiPropertyOptional({ format: 'date-time', description: 'Received at or after this instant' })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'createdFrom must be an ISO 8601 date and time' })
  createdFrom?: string;

  @ApiPropertyOptional({ format: 'date-time', description: 'Received before this instant' })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'createdTo must be an ISO 8601 date and time' })
  createdTo?: string;
}

export class EnquiryQueryDto extends IntersectionType(PageQueryDto, EnquiryFiltersDto) {}

export class SubscriberQueryDto extends SearchPageQueryDto {
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
