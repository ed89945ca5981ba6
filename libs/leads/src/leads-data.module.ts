import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DeliveryRecorder } from './delivery-recorder.service';
import { BookingEntity, BookingMailEntity, BookingManageTokenEntity } from './entities/booking.entity';
import { AcknowledgedAddressEntity } from './entities/acknowledged-address.entity';
import { EnquiryEntity } from './entities/enquiry.entity';
import { EnquiryNoteEntity } from './entities/enquiry-note.entity';
import { EnquiryStatusChangeEntity } from './entities/enquiry-status-change.entity';
import { MailSuppressionEntity } from './entities/mail-suppression.entity';
import { SubscriberEntity } from './entities/subscriber.entity';
import { SubscriberTokenEntity } from './entities/subscriber-token.entity';
import { SubscriberTokens } from './subscriber-tokens.service';
import { afterVisitEntities } from './after-visit/after-visit-entities';
import { BookingManageTokens } from './booking-manage-tokens.service';

export const leadsEntities = [
  EnquiryEntity,
  SubscriberEntity,
  SubscriberTokenEntity,
  AcknowledgedAddressEntity,
  EnquiryStatusChangeEntity,
  EnquiryNoteEntity,
  MailSuppressionEntity,
  ...afterVisitEntities,
  BookingEntity,
  BookingManageTokenEntity,
  BookingMailEntity,
];

// The leads tables' repositories, their delivery writer and the link tokens, for any app with a
// TypeORM connection to the content schema. It never runs migrations: content-api owns them.
@Module({
  imports: [TypeOrmModule.forFeature(leadsEntities)],
  providers: [DeliveryRecorder, SubscriberTokens, BookingManageTokens],
  exports: [TypeOrmModule, DeliveryRecorder, SubscriberTokens, BookingManageTokens],
})
export class LeadsDataModule {}
