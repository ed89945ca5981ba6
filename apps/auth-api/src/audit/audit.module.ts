import { AdminWriteAuditInterceptor, AUDIT_SINK } from '@hvac/server-kit';
import { type DynamicModule, Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { AUDIT_RETENTION_DAYS, AuditLog } from './audit-log.service';

@Module({})
export class AuditModule {
  static forRoot(retentionDays: number): DynamicModule {
    return {
      module: AuditModule,
      global: true,
      providers: [
        { provide: AUDIT_RETENTION_DAYS, useValue: retentionDays },
        AuditLog,
        { provide: AUDIT_SINK, useExisting: AuditLog },
        { provide: APP_INTERCEPTOR, useClass: AdminWriteAuditInterceptor },
      ],
      exports: [AuditLog],
    };
  }
}
