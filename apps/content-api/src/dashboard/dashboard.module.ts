import { Module } from '@nestjs/common';
import { BackupMetrics } from './backup-metrics';
import { BackupStatus } from './backup-status.service';
import { DashboardController } from './dashboard.controller';
import { DashboardService } from './dashboard.service';
import { MailQueueState } from './mail-queue-state.service';

// The admin home's figures, read straight from the leads tables in SQL, the backup job's record and
// the mail queue; the backups also as Prometheus metrics, for the operator.
@Module({
  controllers: [DashboardController],
  providers: [DashboardService, BackupStatus, MailQueueState, BackupMetrics],
})
export class DashboardModule {}
