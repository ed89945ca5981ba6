import { Module } from '@nestjs/common';
import { UsersModule } from '../users/users.module';
import { PasswordChangeService } from './password-change.service';
import { PasswordsController } from './passwords.controller';

@Module({
  imports: [UsersModule],
  controllers: [PasswordsController],
  providers: [PasswordChangeService],
})
export class PasswordsModule {}
