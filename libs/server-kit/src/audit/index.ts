export * from './admin-write-audit.interceptor';
