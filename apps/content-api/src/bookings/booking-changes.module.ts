import { LeadsDataModule } from '@hvac/leads';
import { Module } from '@nestjs/common';
import { LeadsModule } from '../leads/leads.module';
import { AdminScheduleController } from './admin-schedule.controller';
import { BookingChanges } from './booking-changes.service';
import { BookingManageController } from './booking-manage.controller';
import { BookingsModule } from './bookings.module';
import { ScheduleService } from './schedule.service';

// Changes to bookings after they are made (manage link, Schedule screen). Apart from BookingsModule
// because a cancellation moves the enquiry's status through the leads module's workflow, and the leads
// module books through BookingsModule.
@Module({
  imports: [LeadsDataModule, BookingsModule, LeadsModule],
  controllers: [BookingManageController, AdminScheduleController],
  providers: [BookingChanges, ScheduleService],
})
export class BookingChangesModule {}
