import { Module } from '@nestjs/common';
import { UsersModule } from '../users/users.module';
import { PasswordResetController } from './password-reset.controller';
import { PasswordResets } from './password-reset.service';
import { PasswordResetThrottle } from './password-reset-throttle.service';

// The forgotten password: a link by e-mail, then a new password.
@Module({
  imports: [UsersModule],
  controllers: [PasswordResetController],
  providers: [PasswordResets, PasswordResetThrottle],
})
export class PasswordResetModule {}
