import type { BackupRun, Dashboard, DashboardMailQueue, DashboardWeek, ResponseTimeFigures, ResponseTimes, ResponseTimeWeek, ReviewStats } from '@hvac/contracts';
import { ApiExtraModels, ApiProperty, getSchemaPath } from '@nestjs/swagger';
import { dataReply } from '../openapi/replies';

// OpenAPI description of GET /api/admin/dashboard, checked against the contract types it implements.
class DashboardWeekDto implements DashboardWeek {
  @ApiProperty({ example: '2026-11-23', description: 'The Monday the Toronto week starts on' }) weekStart!: string;
  @ApiProperty() enquiries!: number;
}

class SubscriberCountsDto {
  @ApiProperty() confirmed!: number;
  @ApiProperty() pending!: number;
}

class MailCountsDto {
  @ApiProperty() enquiries!: number;
  @ApiProperty() subscribers!: number;
}

class BackupRunDto implements BackupRun {
  @ApiProperty({ format: 'date-time' }) finishedAt!: string;
  @ApiProperty() ok!: boolean;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'The last run that worked' }) lastSuccessAt!: string | null;
  @ApiProperty({ description: 'The last run failed, or none worked within 26 hours' }) warning!: boolean;
}

class BackupsNotConfiguredDto {
  @ApiProperty({ type: Boolean, enum: [false], description: 'Nothing backs this site up' }) configured!: false;
}

class BackupsDto {
  @ApiProperty({ type: Boolean, enum: [true] }) configured!: true;
  @ApiProperty({ type: BackupRunDto, nullable: true, description: 'Null: not recorded yet' }) database!: BackupRunDto | null;
  @ApiProperty({ type: BackupRunDto, nullable: true, description: 'Null: not recorded yet' }) media!: BackupRunDto | null;
}

class MailQueueDto implements DashboardMailQueue {
  @ApiProperty({ description: 'Mails ready to go out and waiting for the worker' }) waiting!: number;
  @ApiProperty() oldestWaitingSeconds!: number;
  @ApiProperty({ description: 'The oldest has waited 10 minutes or more' }) backingUp!: boolean;
}

class ResponseTimeFiguresDto implements ResponseTimeFigures {
  @ApiProperty() contacted!: number;
  @ApiProperty() waiting!: number;
  @ApiProperty({ type: Number, nullable: true }) medianMinutes!: number | null;
  @ApiProperty({ type: Number, nullable: true }) p90Minutes!: number | null;
}

class ResponseTimeWeekDto implements ResponseTimeWeek {
  @ApiProperty({ example: '2026-11-23' }) weekStart!: string;
  @ApiProperty({ type: ResponseTimeFiguresDto }) urgent!: ResponseTimeFiguresDto;
  @ApiProperty({ type: ResponseTimeFiguresDto }) other!: ResponseTimeFiguresDto;
}

class ResponseTimesDto implements ResponseTimes {
  @ApiProperty({ type: [ResponseTimeWeekDto] }) weeks!: ResponseTimeWeekDto[];
}

class ReviewStatsDto implements ReviewStats {
  @ApiProperty() requestsSent!: number;
  @ApiProperty() clicked!: number;
  @ApiProperty() remindersSent!: number;
  @ApiProperty() requestsSkipped!: number;
  @ApiProperty() remindersSkipped!: number;
}

@ApiExtraModels(BackupsNotConfiguredDto, BackupsDto)
class DashboardDto implements Dashboard {
  @ApiProperty({ type: [DashboardWeekDto], description: 'The last 12 weeks, oldest first' }) enquiriesPerWeek!: DashboardWeekDto[];
  @ApiProperty({ type: SubscriberCountsDto }) subscribers!: SubscriberCountsDto;
  @ApiProperty({ type: MailCountsDto, description: 'Mails given up on' }) failedMails!: MailCountsDto;
  @ApiProperty({ type: MailCountsDto, description: 'Mails whose last attempt failed, still being retried' }) retryingMails!: MailCountsDto;
  @ApiProperty({ oneOf: [{ $ref: getSchemaPath(BackupsNotConfiguredDto) }, { $ref: getSchemaPath(BackupsDto) }] }) backups!: BackupsNotConfiguredDto | BackupsDto;
  @ApiProperty({ type: MailQueueDto, nullable: true, description: 'Null: the mail queue (Redis) did not answer' }) mailQueue!: MailQueueDto | null;
  @ApiProperty({ type: ResponseTimesDto }) responseTimes!: ResponseTimesDto;
  @ApiProperty({ type: ReviewStatsDto }) reviews!: ReviewStatsDto;
}

export const DashboardReply = dataReply(DashboardDto, 'DashboardReply');
