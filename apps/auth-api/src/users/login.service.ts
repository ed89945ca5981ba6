import type { SecondFactorChallenge, UserInfo, UserProfile } from '@hvac/contracts';
import { HttpException, HttpStatus, Injectable, Logger, ServiceUnavailableException, UnauthorizedException } from '@nestjs/common';
import { AuditEntries } from '@hvac/server-kit';
import { DeviceCookies } from '../lockout/device-cookie.service';
import { UnlockLinks } from '../lockout/unlock-links.service';
import { signInFailures, signInLocks } from './sign-in-metrics';
import { SecondFactors } from '../second-factor/second-factors.service';
import { type AllowedVerdict, SignInChallenges } from '../second-factor/sign-in-challenges.service';
import { AccountChangedError, SessionsService } from '../sessions/sessions.service';
import { LoginThrottle } from './login-throttle.service';
import { PasswordHasher } from './password-hasher.service';
import type { User } from './user.entity';
import { UsersService } from './users.service';

export const loginMessages = {
  invalid: 'Invalid email or password',
  locked: (seconds: number) => `Too many sign-in attempts. Please try again in ${waitText(seconds)}.`,
  unavailable: 'Sign-in is temporarily unavailable, please try again shortly',
} as const;

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
export const waitText = (seconds: number) => (seconds < 60 ? plural(seconds, 'second') : plural(Math.ceil(seconds / 60), 'minute'));

// Thrown for a lock-out; the controller turns retryAfterSeconds into the Retry-After header.
export class TooManyAttemptsException extends HttpException {
  constructor(readonly retryAfterSeconds: number) {
    super(loginMessages.locked(retryAfterSeconds), HttpStatus.TOO_MANY_REQUESTS);
  }
}

// Where the request came from, as far as throttling cares; secure: whether the client used https.
// userAgent: labels the session on the sessions screen.
export type SignInClient = { ip: string; cookieHeader?: string; secure: boolean; userAgent?: string };

export type SignInResult = { info: UserInfo; deviceCookie: string };
// The password was right but a second factor applies: no session, only a challenge for the code step.
export type PasswordStepResult = SignInResult | { challenge: SecondFactorChallenge };

export const toProfile = (user: Pick<User, 'id' | 'name' | 'email' | 'role'>): UserProfile => ({
  _id: user.id,
  name: user.name,
  email: user.email,
  isAdmin: user.role !== null,
  role: user.role,
});

@Injectable()
export class LoginService {
  private readonly logger = new Logger('SignIn');

  constructor(
    private readonly users: UsersService,
    private readonly hasher: PasswordHasher,
    private readonly throttle: LoginThrottle,
    private readonly sessions: SessionsService,
    private readonly devices: DeviceCookies,
    private readonly unlockLinks: UnlockLinks,
    private readonly secondFactors: SecondFactors,
    private readonly challenges: SignInChallenges,
    private readonly audit: AuditEntries,
  ) {}

  async login(email: string, password: string, client: SignInClient): Promise<PasswordStepResult> {
    const { ip, cookieHeader } = client;
    const deviceId = await this.devices.deviceOf(cookieHeader, email).catch((error: unknown) => this.unavailable(error));
    const verdict = await this.throttle.attempt(email, ip, deviceId).catch((error: unknown) => this.unavailable(error));
    if (!verdict.allowed) {
      signInLocks.inc({ scope: verdict.scope, step: 'password' });
      this.logger.warn({ event: 'sign-in.locked', email, ip, knownDevice: Boolean(deviceId), scope: verdict.scope, retryAfterSeconds: verdict.retryAfterSeconds });
      // Not awaited: the reply must not take longer for an account that exists.
      if (verdict.scope !== 'address') void this.offerUnlockLink(email);
      await this.audit.record({ action: 'sign-in', outcome: 'locked', actorEmail: email, address: ip });
      throw new TooManyAttemptsException(verdict.retryAfterSeconds);
    }
    const user = await this.users.findForSignIn(email);
    // Unknown e-mails still pay for a hash check: the reply and its timing must not reveal which accounts exist.
    const valid = await this.hasher.verify(user?.passwordHash, password);
    if (!user || !valid) {
      signInFailures.inc({ reason: user ? 'wrong-password' : 'unknown-user' });
      this.logger.warn({ event: 'sign-in.failed', email, ip, knownDevice: Boolean(deviceId), reason: user ? 'wrong-password' : 'unknown-user' });
      await this.audit.record({ action: 'sign-in', outcome: 'failed', actorEmail: email, address: ip });
      throw new UnauthorizedException(loginMessages.invalid);
    }
    const challenge = await this.secondFactorChallenge(user, verdict).catch((error: unknown) => this.unavailable(error));
    if (challenge) {
      this.logger.log({ event: 'sign-in.second-factor-challenged', userId: user.id, ip, knownDevice: Boolean(deviceId), enrol: challenge.enrol });
      return { challenge };
    }
    return this.completeSignIn(user, user.sessionsValidAfter.getTime(), [verdict], client);
  }

  // The last step of every sign-in: starts a session (only if the account is still active and unchanged since
  // validAfter was read with the password), clears the counters its attempts took, remembers the device.
  async completeSignIn(user: User, validAfter: number, verdicts: AllowedVerdict[], { ip, cookieHeader, secure, userAgent }: SignInClient): Promise<SignInResult> {
    const deviceId = await this.devices.deviceOf(cookieHeader, user.email).catch((error: unknown) => this.unavailable(error));
    const started = await this.sessions.signIn({ userId: user.id, validAfter }, { userAgent, address: ip }).catch((error: unknown) => {
      if (error instanceof AccountChangedError) {
        this.logger.warn({ event: 'sign-in.failed', email: user.email, ip, reason: 'account-changed' });
        throw new UnauthorizedException(error.message);
      }
      return this.unavailable(error);
    });
    for (const verdict of verdicts) {
      await this.throttle.succeeded(verdict).catch((error: unknown) => this.logger.error({ event: 'sign-in.reset-failed', error }));
    }
    await this.users.recordSignIn(user.id).catch((error: unknown) => this.logger.error({ event: 'sign-in.record-failed', error }));
    this.logger.log({ event: 'sign-in.succeeded', userId: user.id, email: user.email, ip, knownDevice: Boolean(deviceId) });
    await this.audit.record({ action: 'sign-in', outcome: 'succeeded', actorId: user.id, actorEmail: user.email, address: ip });
    const deviceCookie = await this.devices.setCookieHeader(user.email, secure, deviceId).catch((error: unknown) => this.unavailable(error));
    return { info: { ...toProfile(started.user), token: started.token }, deviceCookie };
  }

  // A challenge when the user has a factor, or must enrol one because the owner requires it; undefined otherwise.
  private async secondFactorChallenge(user: User, passwordVerdict: AllowedVerdict): Promise<SecondFactorChallenge | undefined> {
    const enabled = await this.secondFactors.isEnabled(user.id);
    if (!enabled && !(await this.secondFactors.isRequired())) return undefined;
    const enrol = !enabled;
    const challenge = await this.challenges.issue({ userId: user.id, enrol, passwordVerdict, validAfter: user.sessionsValidAfter.getTime() });
    return { secondFactorRequired: true, challenge, enrol };
  }

  private async offerUnlockLink(email: string): Promise<void> {
    try {
      if (await this.unlockLinks.offer(email)) this.logger.log({ event: 'unlock-link.offered', email });
    } catch (error) {
      this.logger.error({ event: 'unlock-link.failed', email, error });
    }
  }

  private unavailable(error: unknown): never {
    this.logger.error({ event: 'sign-in.unavailable', error });
    throw new ServiceUnavailableException(loginMessages.unavailable);
  }
}
