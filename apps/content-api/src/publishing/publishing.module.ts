import { Module } from '@nestjs/common';
import { PublishScheduler } from './publish-scheduler.service';

@Module({
  providers: [PublishScheduler],
  exports: [PublishScheduler],
})
export class PublishingModule {}
