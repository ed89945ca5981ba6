import { LeadsDataModule } from '@hvac/leads';
import { Module } from '@nestjs/common';
import { LeadsModule } from '../leads/leads.module';
import { BookingChanges } from './booking-changes.service';
import { BookingManageController } from './booking-manage.controller';
import { BookingsModule } from './bookings.module';

// Changes to bookings after they are made (manage link, Schedule screen). Apart from BookingsModule
// because a cancellation moves the enquiry's status through the leads module's workflow, and the leads
// module books through BookingsModule.
@Module({
  imports: [LeadsDataModule, BookingsModule, LeadsModule],
  controllers: [BookingManageController],
  providers: [BookingChanges],
})
export class BookingChangesModule {}
