export * from './mail-queue';
export * from './mail-delivery-columns';
export * from './mail-queue-client';
