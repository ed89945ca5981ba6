import { type DynamicModule, Module } from '@nestjs/common';
import { AUDIT_RETENTION_DAYS, AuditLog } from './audit-log.service';

@Module({})
export class AuditModule {
  static forRoot(retentionDays: number): DynamicModule {
    return {
      module: AuditModule,
      global: true,
      providers: [{ provide: AUDIT_RETENTION_DAYS, useValue: retentionDays }, AuditLog],
      exports: [AuditLog],
    };
  }
}
