import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DeliveryRecorder } from './delivery-recorder.service';
import { EnquiryEntity } from './entities/enquiry.entity';
import { SubscriberEntity } from './entities/subscriber.entity';

export const leadsEntities = [EnquiryEntity, SubscriberEntity];

// The leads tables' repositories and their delivery writer, for any app with a TypeORM connection
// to the content schema. It never runs migrations: content-api owns them.
@Module({
  imports: [TypeOrmModule.forFeature(leadsEntities)],
  providers: [DeliveryRecorder],
  exports: [TypeOrmModule, DeliveryRecorder],
})
export class LeadsDataModule {}
