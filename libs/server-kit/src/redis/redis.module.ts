import { Global, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import Redis from 'ioredis';

export const REDIS_CLIENT = Symbol('REDIS_CLIENT');
export const InjectRedis = () => Inject(REDIS_CLIENT);

// One shared connection per process. Commands fail fast while Redis is away instead of queueing
// without bound, and the client keeps reconnecting in the background.
export function createRedisClient(url: string): Redis {
  return new Redis(url, {
    maxRetriesPerRequest: 1,
    enableOfflineQueue: true,
    connectTimeout: 2000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
  });
}

@Global()
@Module({})
export class RedisModule implements OnApplicationShutdown {
  constructor(@InjectRedis() private readonly redis: Redis) {}

  static forRoot(url: string) {
    return {
      module: RedisModule,
      providers: [{ provide: REDIS_CLIENT, useFactory: () => createRedisClient(url) }],
      exports: [REDIS_CLIENT],
    };
  }

  async onApplicationShutdown() {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
