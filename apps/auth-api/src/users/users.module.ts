import { Module } from '@nestjs/common';
import { AdminSeed } from './admin-seed.service';
import { LoginThrottle } from './login-throttle.service';
import { LoginService } from './login.service';
import { PasswordHasher } from './password-hasher.service';
import { UsersController } from './users.controller';
import { UsersService } from './users.service';

@Module({
  controllers: [UsersController],
  providers: [UsersService, PasswordHasher, LoginThrottle, LoginService, AdminSeed],
  exports: [UsersService, PasswordHasher],
})
export class UsersModule {}
