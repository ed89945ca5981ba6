import { clientLimitKey, InjectRedis } from '@hvac/server-kit';
import { HttpException, HttpStatus, Injectable, Logger, ServiceUnavailableException } from '@nestjs/common';
import type Redis from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { accountDigest, digest } from '../lockout/account-digest';
import { waitText } from '../users/login.service';

// Enough for a person who mistyped their address or lost the first mail; too few to flood a mailbox or to
// probe many addresses from one network.
export const passwordResetRequestLimits = {
  perAddress: { points: 10, durationSeconds: 3600 },
  perEmail: { points: 5, durationSeconds: 3600 },
} as const;

export const passwordResetThrottleMessages = {
  tooMany: (seconds: number) => `Too many password reset requests. Please try again in ${waitText(seconds)}.`,
  unavailable: 'Password reset is temporarily unavailable, please try again shortly',
} as const;

// The controller turns retryAfterSeconds into the Retry-After header.
export class TooManyResetRequestsException extends HttpException {
  constructor(readonly retryAfterSeconds: number) {
    super(passwordResetThrottleMessages.tooMany(retryAfterSeconds), HttpStatus.TOO_MANY_REQUESTS);
  }
}

// Reset requests counted in Redis per client address and per e-mail (by digest: no address in Redis). Both
// counters are taken whether or not the account exists, so a refusal says nothing about it either.
@Injectable()
export class PasswordResetThrottle {
  private readonly logger = new Logger('PasswordResetThrottle');
  private readonly perAddress: RateLimiterRedis;
  private readonly perEmail: RateLimiterRedis;

  constructor(@InjectRedis() redis: Redis) {
    const { perAddress, perEmail } = passwordResetRequestLimits;
    this.perAddress = new RateLimiterRedis({ storeClient: redis, keyPrefix: 'auth:reset-request:addr', points: perAddress.points, duration: perAddress.durationSeconds });
    this.perEmail = new RateLimiterRedis({ storeClient: redis, keyPrefix: 'auth:reset-request:acct', points: perEmail.points, duration: perEmail.durationSeconds });
  }

  // Throws a 429 when either counter is spent. Fails closed: without Redis nothing bounds the mails sent.
  async take(email: string, ip: string): Promise<void> {
    try {
      await this.perAddress.consume(digest(clientLimitKey(ip)));
      await this.perEmail.consume(accountDigest(email));
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) throw new TooManyResetRequestsException(Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)));
      this.logger.error({ event: 'password-reset.throttle-unavailable', error: rejection });
      throw new ServiceUnavailableException(passwordResetThrottleMessages.unavailable);
    }
  }
}
