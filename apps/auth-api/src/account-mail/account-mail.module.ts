import { type DynamicModule, Module } from '@nestjs/common';
import type { AuthEnv } from '../config/auth-env';
import { ACCOUNT_MAIL_ENV, ACCOUNT_MAIL_LINK_KEY, accountMailEnvFrom, accountMailLinkKeyFrom } from './account-mail.config';
import { AccountMails } from './account-mail.service';

// Global: invitations, password resets and the lock-out's unlock links all mail through it.
@Module({})
export class AccountMailModule {
  static forRoot(env: AuthEnv): DynamicModule {
    return {
      module: AccountMailModule,
      global: true,
      providers: [
        { provide: ACCOUNT_MAIL_ENV, useValue: accountMailEnvFrom(env) },
        { provide: ACCOUNT_MAIL_LINK_KEY, useValue: accountMailLinkKeyFrom(env) },
        AccountMails,
      ],
      exports: [AccountMails],
    };
  }
}
