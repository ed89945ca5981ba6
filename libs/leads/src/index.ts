export * from './entities/enquiry.entity';
export * from './entities/subscriber.entity';
export * from './entities/subscriber-token.entity';
export * from './entities/acknowledged-address.entity';
export * from './mail-deliveries';
export * from './delivery-recorder.service';
export * from './leads-data.module';
export * from './subscriber-tokens.service';
