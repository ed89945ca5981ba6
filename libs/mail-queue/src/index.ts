export * from './mail-queue';
export * from './mail-delivery-columns';
