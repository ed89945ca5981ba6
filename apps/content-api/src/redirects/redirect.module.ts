import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { RedirectController } from './redirect.controller';
import { RedirectEntity } from './redirect.entity';
import { RedirectService } from './redirect.service';

@Module({
  imports: [TypeOrmModule.forFeature([RedirectEntity])],
  controllers: [RedirectController],
  providers: [RedirectService],
  exports: [RedirectService],
})
export class RedirectModule {}
