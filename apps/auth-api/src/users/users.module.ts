import { Reauthentication } from './reauthentication.service';
import { Module } from '@nestjs/common';
import { UnlockController } from '../lockout/unlock.controller';
import { UnlockLinks } from '../lockout/unlock-links.service';
import { AdminSeed } from './admin-seed.service';
import { LoginThrottle } from './login-throttle.service';
import { LoginService } from './login.service';
import { PasswordHasher } from './password-hasher.service';
import { UsersController } from './users.controller';
import { UsersService } from './users.service';

@Module({
  controllers: [UsersController, UnlockController],
  providers: [UsersService, PasswordHasher, LoginThrottle, LoginService, AdminSeed, UnlockLinks, Reauthentication],
  // For the second factor's code step, which finishes a sign-in the password step began.
  exports: [UsersService, PasswordHasher, LoginThrottle, LoginService, Reauthentication],
})
export class UsersModule {}
