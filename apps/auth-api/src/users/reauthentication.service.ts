import type { AuthenticatedUser } from '@hvac/server-kit';
import { AuditEntries, InjectRedis } from '@hvac/server-kit';
import { BadRequestException, HttpException, HttpStatus, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type Redis from 'ioredis';
import type { DataSource } from 'typeorm';
import { DeviceCookies } from '../lockout/device-cookie.service';
import { SecondFactors } from '../second-factor/second-factors.service';
import { revokeSessions } from '../sessions/revoke-sessions';
import { LoginThrottle } from './login-throttle.service';
import { TooManyAttemptsException } from './login.service';
import { PasswordHasher } from './password-hasher.service';
import { UsersService } from './users.service';

// Wrong passwords one session may send to a route that asks for it again before the session is ended.
export const reauthMaxWrongPerSession = 3;

export const reauthMessages = {
  codeRequired: 'Type the code of your authenticator app (or a recovery code) as well.',
  wrongPassword: 'The current password is not correct',
  wrongProof: 'The password or the code is not right. Nothing was changed.',
  signedOut: 'Too many wrong passwords: this session was signed out. Sign in again.',
} as const;

export type Proof = { password: string; code?: string };
// What the route answers for a wrong password or code: 400 where a 401 would sign the portal out for nothing,
// 403 where the route always did.
export type ReauthOptions = { wrongStatus: 400 | 403; action: string; ip: string; cookieHeader?: string };

const wrongKey = (sessionId: string) => `auth:reauth-wrong:${sessionId}`;

// Asks a signed-in user for their password again (and their second factor's code when they have one) before a
// change a stolen session must not make: a password change, setting up or removing a second factor. Each attempt
// takes a point on the sign-in lock-out counters before anything is checked (429 while they hold the account
// back), and a few wrong passwords end the session: a stolen session is no way to guess the password.
@Injectable()
export class Reauthentication {
  private readonly logger = new Logger('Reauthentication');

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @InjectRedis() private readonly redis: Redis,
    private readonly users: UsersService,
    private readonly hasher: PasswordHasher,
    private readonly throttle: LoginThrottle,
    private readonly devices: DeviceCookies,
    private readonly factors: SecondFactors,
    private readonly audit: AuditEntries,
  ) {}

  // Whether the account has a second factor, i.e. whether a proof must carry a code.
  needsCode(userId: string): Promise<boolean> {
    return this.factors.isEnabled(userId);
  }

  // Resolves when the proof is right; throws otherwise. A missing code is refused before anything is counted.
  async prove(current: AuthenticatedUser, proof: Proof, options: ReauthOptions): Promise<void> {
    const withCode = await this.needsCode(current.sub);
    const code = proof.code?.trim();
    if (withCode && !code) throw new BadRequestException(reauthMessages.codeRequired);
    const deviceId = await this.devices.deviceOf(options.cookieHeader, current.email);
    const verdict = await this.throttle.attempt(current.email, options.ip, deviceId);
    if (!verdict.allowed) {
      await this.audit.record({ action: options.action, outcome: 'locked', actorId: current.sub, actorEmail: current.email, address: options.ip });
      throw new TooManyAttemptsException(verdict.retryAfterSeconds);
    }
    const user = await this.users.findWithHash(current.sub);
    const passwordRight = await this.hasher.verify(user?.active ? user.passwordHash : undefined, proof.password);
    if (!passwordRight) {
      await this.audit.record({ action: options.action, outcome: 'wrong-password', actorId: current.sub, actorEmail: current.email, address: options.ip });
      await this.countWrong(current);
      throw new HttpException(withCode ? reauthMessages.wrongProof : reauthMessages.wrongPassword, options.wrongStatus);
    }
    // The code is checked (and spent) only after the password, so a wrong password cannot burn a recovery code.
    if (withCode && !(await this.factors.verify(current.sub, code ?? ''))) {
      await this.audit.record({ action: options.action, outcome: 'wrong-code', actorId: current.sub, actorEmail: current.email, address: options.ip });
      throw new HttpException(reauthMessages.wrongProof, options.wrongStatus);
    }
    await Promise.all([this.throttle.succeeded(verdict), this.redis.del(wrongKey(current.sid))]);
  }

  // The session that sent the last allowed wrong password ends: its token is refused everywhere from now on.
  private async countWrong(current: AuthenticatedUser): Promise<void> {
    const key = wrongKey(current.sid);
    const [[, wrong]] = (await this.redis.multi().incr(key).expire(key, 24 * 3600).exec()) as [[Error | null, number], unknown];
    if (wrong < reauthMaxWrongPerSession) return;
    await revokeSessions(this.db.manager, this.redis, { userId: current.sub, sessionId: current.sid });
    this.logger.warn({ event: 'reauthentication.session-ended', userId: current.sub, sessionId: current.sid });
    throw new HttpException(reauthMessages.signedOut, HttpStatus.UNAUTHORIZED);
  }
}
