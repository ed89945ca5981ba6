import { Module } from '@nestjs/common';
import { UsersModule } from '../users/users.module';
import { InvitationsController } from './invitations.controller';
import { Invitations } from './invitations.service';

@Module({
  imports: [UsersModule],
  controllers: [InvitationsController],
  providers: [Invitations],
})
export class InvitationsModule {}
