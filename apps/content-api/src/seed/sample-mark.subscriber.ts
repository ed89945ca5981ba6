import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntitySubscriberInterface, UpdateEvent } from 'typeorm';
import { BlogEntity } from '../blogs/blog.entity';
import { LocationPageEntity } from '../location-pages/location-page.entity';

// Any save of a seeded post or location page makes it the owner's: the sample mark goes with the edit.
@Injectable()
export class SampleMarkSubscriber implements EntitySubscriberInterface<BlogEntity | LocationPageEntity> {
  constructor(@InjectDataSource() dataSource: DataSource) {
    dataSource.subscribers.push(this);
  }

  beforeUpdate(event: UpdateEvent<BlogEntity | LocationPageEntity>): void {
    const entity = event.entity;
    if (entity instanceof BlogEntity || entity instanceof LocationPageEntity) entity.sample = false;
  }
}
