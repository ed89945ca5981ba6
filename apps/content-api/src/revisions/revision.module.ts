import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { RevisionEntity } from './revision.entity';
import { RevisionService } from './revision.service';

// Recording only; the history screens' calls live in HistoryModule, which needs the content services.
@Module({
  imports: [TypeOrmModule.forFeature([RevisionEntity])],
  providers: [RevisionService],
  exports: [RevisionService],
})
export class RevisionModule {}
