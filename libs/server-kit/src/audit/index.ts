export * from './admin-write-audit.interceptor';
export * from './audit-entries.service';
export * from './audit-kit.module';
