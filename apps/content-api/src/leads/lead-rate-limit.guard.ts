import { clientLimitKey, InjectRedis } from '@hvac/server-kit';
import {
  applyDecorators,
  type CanActivate,
  type ExecutionContext,
  HttpException,
  HttpStatus,
  Inject,
  Injectable,
  Logger,
  SetMetadata,
  UseGuards,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type Redis from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { SiteSettingsService } from '../settings/site-settings.service';
import { LEADS_ENV, type LeadsEnv } from './leads.config';

export type LeadEndpoint = 'contact' | 'newsletter';
const endpointKey = 'leads:rate-limit-endpoint';

// Per client (clientLimitKey: an IPv6 client by its /64) and endpoint, counted in Redis so every content-api replica shares the counters.
export const LeadRateLimit = (endpoint: LeadEndpoint) => applyDecorators(SetMetadata(endpointKey, endpoint), UseGuards(LeadRateLimitGuard));

@Injectable()
export class LeadRateLimitGuard implements CanActivate {
  private readonly logger = new Logger('LeadRateLimit');
  private readonly limiters: Record<LeadEndpoint, RateLimiterRedis>;

  constructor(
    private readonly reflector: Reflector,
    @InjectRedis() redis: Redis,
    @Inject(LEADS_ENV) env: LeadsEnv,
    private readonly settings: SiteSettingsService,
  ) {
    const limiter = (endpoint: LeadEndpoint) =>
      new RateLimiterRedis({
        storeClient: redis,
        keyPrefix: `leads-rl:${endpoint}`,
        points: env.LEADS_RATE_LIMIT,
        duration: env.LEADS_RATE_WINDOW_S,
      });
    this.limiters = { contact: limiter('contact'), newsletter: limiter('newsletter') };
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const endpoint = this.reflector.get<LeadEndpoint>(endpointKey, context.getHandler());
    const req = context.switchToHttp().getRequest<FastifyRequest>();
    const client = clientLimitKey(req.ip);
    try {
      await this.limiters[endpoint].consume(client);
      return true;
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) {
        const seconds = Math.ceil(rejection.msBeforeNext / 1000);
        void context.switchToHttp().getResponse<FastifyReply>().header('Retry-After', String(seconds));
        this.logger.warn({ ip: req.ip, client, endpoint }, 'form rate limit reached');
        const { phones } = await this.settings.current();
        throw new HttpException(
          `Too many submissions from your network. Please try again in ${Math.ceil(seconds / 60)} minute(s), or call us at ${phones.main}.`,
          HttpStatus.TOO_MANY_REQUESTS,
        );
      }
      // Without Redis the limit cannot be counted; a lead is worth more than a missed count.
      this.logger.warn({ err: String(rejection) }, 'rate limit store unavailable, letting the request through');
      return true;
    }
  }
}
