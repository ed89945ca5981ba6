export * from './account-mail.entity';
export * from './account-mail-link';
