import { SESSION_AUTHORITY } from '@hvac/server-kit';
import { type DynamicModule, Module } from '@nestjs/common';
import { SessionsController } from './sessions.controller';
import { SESSION_SETTINGS, type SessionSettings, SessionsService } from './sessions.service';

// Sign-in sessions for the whole app: sign-in starts them, the access-token strategy checks them (SESSION_AUTHORITY),
// and whatever revokes a user's access ends them.
@Module({})
export class SessionsModule {
  static forRoot(settings: SessionSettings): DynamicModule {
    return {
      module: SessionsModule,
      global: true,
      controllers: [SessionsController],
      providers: [
        { provide: SESSION_SETTINGS, useValue: settings },
        SessionsService,
        { provide: SESSION_AUTHORITY, useExisting: SessionsService },
      ],
      exports: [SessionsService, SESSION_AUTHORITY],
    };
  }
}
