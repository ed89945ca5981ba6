import { Global, Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { AdminWriteAuditInterceptor } from './admin-write-audit.interceptor';
import { AuditEntries } from './audit-entries.service';

// Import once per service: the audit log, and every staff write recorded on every route.
@Global()
@Module({
  providers: [AuditEntries, { provide: APP_INTERCEPTOR, useClass: AdminWriteAuditInterceptor }],
  exports: [AuditEntries],
})
export class AuditKitModule {}
