import {
  type AppointmentTimeWindow,
  appointmentTimeWindows,
  type ContactFormType,
  contactFormTypes,
  type DeliveryState,
  type Enquiry,
  type EnquiryAssignee,
  type EnquirySituation,
  enquirySituations,
  type EnquiryStatus,
  enquiryStatuses,
  type MailDelivery,
  type RecordedLeadSource,
  type Subscriber,
  type SubscriberStatus,
  subscriberStatuses,
} from '@hvac/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { dataReply, pageOf } from '../../openapi/replies';

// OpenAPI descriptions of the enquiries and subscribers the admin reads, checked against the contract types.
const nullableText = { type: String, nullable: true } as const;
const nullableTime = { type: String, format: 'date-time', nullable: true } as const;
const deliveryStates: DeliveryState[] = ['queued', 'sent', 'failed', 'skipped'];

class MailDeliveryDto implements MailDelivery {
  @ApiProperty({ enum: deliveryStates }) state!: DeliveryState;
  @ApiProperty() attempts!: number;
  @ApiProperty(nullableText) lastError!: string | null;
  @ApiProperty(nullableTime) sentAt!: string | null;
  @ApiProperty({ ...nullableText, description: 'Why the mail is deliberately not sent' }) skippedReason!: string | null;
}

class LeadSourceDto implements RecordedLeadSource {
  @ApiProperty(nullableText) landingPage!: string | null;
  @ApiProperty(nullableText) referrerHost!: string | null;
  @ApiProperty(nullableText) utmSource!: string | null;
  @ApiProperty(nullableText) utmMedium!: string | null;
  @ApiProperty(nullableText) utmCampaign!: string | null;
}

class EnquiryAssigneeDto implements EnquiryAssignee {
  @ApiProperty() id!: string;
  @ApiProperty() name!: string;
}

class StatusChangeSummaryDto {
  @ApiProperty() byName!: string;
  @ApiProperty() byEmail!: string;
  @ApiProperty({ format: 'date-time' }) at!: string;
}

class EnquiryDto implements Enquiry {
  @ApiProperty() id!: number;
  @ApiProperty({ enum: enquiryStatuses }) status!: EnquiryStatus;
  @ApiProperty({ enum: contactFormTypes }) formType!: ContactFormType;
  @ApiProperty() name!: string;
  @ApiProperty() email!: string;
  @ApiProperty(nullableText) phone!: string | null;
  @ApiProperty() subject!: string;
  @ApiProperty() message!: string;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty(nullableText) clientIp!: string | null;
  @ApiProperty({ enum: enquirySituations, nullable: true }) situation!: EnquirySituation | null;
  @ApiProperty({ description: 'No heat, no cooling or a gas smell: to be called back first' }) urgent!: boolean;
  @ApiProperty({ enum: appointmentTimeWindows, nullable: true }) timeWindow!: AppointmentTimeWindow | null;
  @ApiProperty(nullableText) postalCode!: string | null;
  @ApiProperty({ description: 'A postal code outside the service areas' }) outsideServiceArea!: boolean;
  @ApiProperty({ type: MailDeliveryDto, description: 'The notification to the business inbox' }) notify!: MailDeliveryDto;
  @ApiProperty({ type: MailDeliveryDto, description: 'The acknowledgement to the visitor' }) ack!: MailDeliveryDto;
  @ApiProperty({ type: EnquiryAssigneeDto, nullable: true }) assignee!: EnquiryAssigneeDto | null;
  @ApiProperty({ ...nullableTime, description: 'Accessibility feedback only: when the answer is due' }) respondBy!: string | null;
  @ApiProperty({ type: StatusChangeSummaryDto, nullable: true, description: 'Null while it is the status it arrived with' })
  lastStatusChange!: StatusChangeSummaryDto | null;
  @ApiProperty({ type: LeadSourceDto }) source!: LeadSourceDto;
}

class SubscriberDto implements Subscriber {
  @ApiProperty() id!: number;
  @ApiProperty() email!: string;
  @ApiProperty({ enum: subscriberStatuses }) status!: SubscriberStatus;
  @ApiProperty() consentVersion!: string;
  @ApiProperty({ format: 'date-time' }) consentAt!: string;
  @ApiProperty(nullableText) consentIp!: string | null;
  @ApiProperty(nullableText) sourcePage!: string | null;
  @ApiProperty({ type: LeadSourceDto }) source!: LeadSourceDto;
  @ApiProperty(nullableTime) confirmedAt!: string | null;
  @ApiProperty(nullableTime) unsubscribedAt!: string | null;
  @ApiProperty({ type: MailDeliveryDto, description: 'The latest double opt-in mail' }) confirmMail!: MailDeliveryDto;
}

export const EnquiryReply = dataReply(EnquiryDto, 'EnquiryReply');
export const EnquiryPageReply = dataReply(pageOf(EnquiryDto, 'EnquiryPage'), 'EnquiryPageReply');
export const SubscriberPageReply = dataReply(pageOf(SubscriberDto, 'SubscriberPage'), 'SubscriberPageReply');
