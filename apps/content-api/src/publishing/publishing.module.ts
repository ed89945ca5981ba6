import { Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { VersionTagInterceptor } from './edit-version';
import { PublishScheduler } from './publish-scheduler.service';

@Module({
  providers: [PublishScheduler, { provide: APP_INTERCEPTOR, useClass: VersionTagInterceptor }],
  exports: [PublishScheduler],
})
export class PublishingModule {}
