import { AuthKitModule, jwksOf, serviceModules } from '@hvac/server-kit';
import { type DynamicModule, Module } from '@nestjs/common';
import type { AuthEnv } from './config/auth-env';
import { AccountMailModule } from './account-mail/account-mail.module';
import { AuditModule } from './audit/audit.module';
import { EnvModule } from './config/env.module';
import { DatabaseModule } from './database/database.module';
import { LockoutModule } from './lockout/lockout.module';
import { SecondFactorCoreModule, SecondFactorModule } from './second-factor/second-factor.module';
import { publishedKeys, type TokenKeys } from './tokens/token-keys';
import { TokensModule } from './tokens/tokens.module';
import { UsersModule } from './users/users.module';
import { StaffModule } from './staff/staff.module';
import { PasswordsModule } from './passwords/passwords.module';
import { SessionsModule } from './sessions/sessions.module';
import { InvitationsModule } from './invitations/invitations.module';
import { PasswordResetModule } from './password-reset/password-reset.module';

@Module({})
export class AppModule {
  static forRoot(env: AuthEnv, keys: TokenKeys): DynamicModule {
    return {
      module: AppModule,
      imports: [
        EnvModule.forRoot(env),
        ...serviceModules('auth-api', env),
        DatabaseModule.forRoot(env.DATABASE_URL),
        TokensModule.forRoot(env, keys),
        // auth-api checks its own tokens (profile, logout) with the same strategy as every other service,
        // against the keys it publishes; SessionsModule decides their sessions from Postgres.
        AuthKitModule.forRoot({ jwks: jwksOf(publishedKeys(keys)), issuer: env.JWT_ISSUER, audience: env.JWT_AUDIENCE }),
        UsersModule,
        AccountMailModule.forRoot(env),
        LockoutModule.forRoot(env),
        SecondFactorCoreModule.forRoot(env, keys),
        SecondFactorModule,
        AuditModule.forRoot({ retentionDays: env.AUDIT_RETENTION_DAYS, databaseUrl: env.DATABASE_URL }),
        StaffModule,
        PasswordsModule,
        SessionsModule.forRoot({ idleSeconds: env.SESSION_IDLE_MINUTES * 60, tokenTtlSeconds: env.JWT_TTL }),
        InvitationsModule,
        PasswordResetModule,
      ],
    };
  }
}
