export * from './entities/enquiry.entity';
export * from './entities/subscriber.entity';
export * from './mail-deliveries';
export * from './delivery-recorder.service';
export * from './leads-data.module';
