import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PrivacyRequestEntity } from './privacy-request.entity';
import { PrivacyRequestsController } from './privacy-requests.controller';
import { PrivacyRequestsService } from './privacy-requests.service';

@Module({
  imports: [TypeOrmModule.forFeature([PrivacyRequestEntity])],
  controllers: [PrivacyRequestsController],
  providers: [PrivacyRequestsService],
})
export class PrivacyRequestsModule {}
