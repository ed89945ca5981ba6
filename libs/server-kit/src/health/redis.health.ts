import { Injectable } from '@nestjs/common';
import { HealthIndicatorService } from '@nestjs/terminus';
import type Redis from 'ioredis';

@Injectable()
export class RedisHealthIndicator {
  constructor(private readonly indicator: HealthIndicatorService) {}

  async isHealthy(key: string, redis: Redis, timeoutMs = 2000) {
    const check = this.indicator.check(key);
    // Cleared once the ping answers, so a finished check leaves no timer holding the process open.
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        redis.ping(),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error(`no reply within ${timeoutMs} ms`)), timeoutMs);
        }),
      ]);
      return check.up();
    } catch (error) {
      return check.down({ message: error instanceof Error ? error.message : String(error) });
    } finally {
      clearTimeout(timer);
    }
  }
}
