import { Controller, Get } from '@nestjs/common';
import { HealthCheck, HealthCheckService, TypeOrmHealthIndicator } from '@nestjs/terminus';
import type Redis from 'ioredis';
import { Access } from '../auth/auth.guards';
import { InjectRedis } from '../redis/redis.module';
import { RedisHealthIndicator } from './redis.health';

// Liveness says the process can answer; readiness says it can do useful work (its Postgres and
// Redis answer). The gateway never routes /health, so these are for orchestrators only.
@Controller('health')
@Access('public')
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly db: TypeOrmHealthIndicator,
    private readonly redisIndicator: RedisHealthIndicator,
    @InjectRedis() private readonly redis: Redis,
  ) {}

  @Get('live')
  live() {
    return { status: 'ok' };
  }

  @Get('ready')
  @HealthCheck()
  ready() {
    return this.health.check([
      () => this.db.pingCheck('postgres', { timeout: 2000 }),
      () => this.redisIndicator.isHealthy('redis', this.redis),
    ]);
  }
}
