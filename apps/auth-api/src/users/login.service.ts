import type { UserInfo, UserProfile } from '@hvac/contracts';
import { HttpException, HttpStatus, Injectable, Logger, ServiceUnavailableException, UnauthorizedException } from '@nestjs/common';
import { TokenService } from '../tokens/token.service';
import { LoginThrottle } from './login-throttle.service';
import { PasswordHasher } from './password-hasher.service';
import type { User } from './user.entity';
import { UsersService } from './users.service';

export const loginMessages = {
  invalid: 'Invalid email or password',
  locked: (minutes: number) => `Too many sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  unavailable: 'Sign-in is temporarily unavailable, please try again shortly',
} as const;

// Thrown for a lock-out; the controller turns retryAfterSeconds into the Retry-After header.
export class TooManyAttemptsException extends HttpException {
  constructor(readonly retryAfterSeconds: number) {
    super(loginMessages.locked(Math.ceil(retryAfterSeconds / 60)), HttpStatus.TOO_MANY_REQUESTS);
  }
}

export const toProfile = (user: User): UserProfile => ({ _id: user.id, name: user.name, email: user.email, isAdmin: user.isAdmin, role: user.role });

@Injectable()
export class LoginService {
  private readonly logger = new Logger('SignIn');

  constructor(
    private readonly users: UsersService,
    private readonly hasher: PasswordHasher,
    private readonly throttle: LoginThrottle,
    private readonly tokens: TokenService,
  ) {}

  async login(email: string, password: string, ip: string): Promise<UserInfo> {
    const verdict = await this.throttle.attempt(email, ip).catch((error: unknown) => this.unavailable(error));
    if (!verdict.allowed) {
      this.logger.warn({ event: 'sign-in.locked', email, ip, scope: verdict.scope, retryAfterSeconds: verdict.retryAfterSeconds });
      throw new TooManyAttemptsException(verdict.retryAfterSeconds);
    }
    const user = await this.users.findForSignIn(email);
    // Unknown e-mails still pay for a hash check: the reply and its timing must not reveal which accounts exist.
    const valid = await this.hasher.verify(user?.passwordHash, password);
    if (!user || !valid) {
      this.logger.warn({ event: 'sign-in.failed', email, ip, reason: user ? 'wrong-password' : 'unknown-user' });
      throw new UnauthorizedException(loginMessages.invalid);
    }
    await this.throttle.succeeded(email, ip).catch((error: unknown) => this.logger.error({ event: 'sign-in.reset-failed', error }));
    const token = await this.tokens.issue(user).catch((error: unknown) => this.unavailable(error));
    await this.users.recordSignIn(user.id).catch((error: unknown) => this.logger.error({ event: 'sign-in.record-failed', error }));
    this.logger.log({ event: 'sign-in.succeeded', userId: user.id, email: user.email, ip });
    return { ...toProfile(user), token };
  }

  private unavailable(error: unknown): never {
    this.logger.error({ event: 'sign-in.unavailable', error });
    throw new ServiceUnavailableException(loginMessages.unavailable);
  }
}
