import { AuditKitModule } from '@hvac/server-kit';
import { type DynamicModule, Module } from '@nestjs/common';
import { AuditController } from './audit.controller';
import { AUDIT_RETENTION_DAYS, AuditRetention } from './audit-retention.service';

@Module({})
export class AuditModule {
  static forRoot(retentionDays: number): DynamicModule {
    return {
      module: AuditModule,
      controllers: [AuditController],
      imports: [AuditKitModule],
      providers: [{ provide: AUDIT_RETENTION_DAYS, useValue: retentionDays }, AuditRetention],
    };
  }
}
