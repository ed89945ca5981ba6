import { clientLimitKey } from '@hvac/server-kit';
import { type CanActivate, type ExecutionContext, HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { ANALYTICS_ENV, type AnalyticsEnv } from './analytics.config';

// Beacons per client (clientLimitKey: an IPv6 client by its /64) and minute, counted in this process's
// memory: a page view is not worth a Redis round trip, and the gateway already limits each client
// across replicas. Runs before validation, so a flood of garbage is refused as cheaply as any.
@Injectable()
export class AnalyticsRateLimitGuard implements CanActivate {
  private readonly limiter: RateLimiterMemory;

  constructor(@Inject(ANALYTICS_ENV) env: AnalyticsEnv) {
    this.limiter = new RateLimiterMemory({ keyPrefix: 'analytics', points: env.ANALYTICS_RATE_LIMIT, duration: 60 });
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<FastifyRequest>();
    try {
      await this.limiter.consume(clientLimitKey(req.ip));
      return true;
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      void context.switchToHttp().getResponse<FastifyReply>().header('Retry-After', String(Math.ceil(rejection.msBeforeNext / 1000)));
      throw new HttpException('Too many analytics events from your network; try again in a minute', HttpStatus.TOO_MANY_REQUESTS);
    }
  }
}
