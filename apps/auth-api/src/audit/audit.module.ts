import { AuditKitModule } from '@hvac/server-kit';
import { type DynamicModule, Module } from '@nestjs/common';
import { AuditController } from './audit.controller';
import { AUDIT_RETENTION, AuditRetention, type AuditRetentionOptions } from './audit-retention.service';

@Module({})
export class AuditModule {
  static forRoot(retention: AuditRetentionOptions): DynamicModule {
    return {
      module: AuditModule,
      controllers: [AuditController],
      imports: [AuditKitModule],
      providers: [{ provide: AUDIT_RETENTION, useValue: retention }, AuditRetention],
    };
  }
}
