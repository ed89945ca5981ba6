import type { EnrolledSignIn, SecondFactorSetup } from '@hvac/contracts';
import { AuditEntries } from '@hvac/server-kit';
import { Injectable, Logger, UnauthorizedException } from '@nestjs/common';
import { DeviceCookies } from '../lockout/device-cookie.service';
import { LoginThrottle } from '../users/login-throttle.service';
import { LoginService, type SignInClient, type SignInResult, TooManyAttemptsException } from '../users/login.service';
import { signInFailures, signInLocks } from '../users/sign-in-metrics';
import type { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import { SecondFactors } from './second-factors.service';
import { type PendingSignIn, SignInChallenges } from './sign-in-challenges.service';

export const codeStepMessages = {
  expired: 'This sign-in has expired or was already completed. Please sign in again with your password.',
  wrongCode: 'That code is not right, or was already used. Type the newest code of your app, or a recovery code.',
  enrolOnly: 'This sign-in needs a second factor set up first.',
  notEnrol: 'This sign-in asks for a code, not a set-up.',
} as const;

// The second step of sign-in: a challenge and a code make a session. Every failure issues nothing: an unknown,
// expired or spent challenge, a lock-out, a wrong or replayed code, or a challenge lost to a parallel request.
@Injectable()
export class SecondFactorSignIn {
  private readonly logger = new Logger('SignIn');

  constructor(
    private readonly challenges: SignInChallenges,
    private readonly factors: SecondFactors,
    private readonly users: UsersService,
    private readonly throttle: LoginThrottle,
    private readonly devices: DeviceCookies,
    private readonly login: LoginService,
    private readonly audit: AuditEntries,
  ) {}

  async completeWithCode(challenge: string, code: string, client: SignInClient): Promise<SignInResult> {
    const { pending, user } = await this.pendingOf(challenge);
    if (pending.enrol) throw new UnauthorizedException(codeStepMessages.enrolOnly);
    // A code attempt takes a point on the same lock-out counters as a password, before the code is checked.
    const deviceId = await this.devices.deviceOf(client.cookieHeader, user.email);
    const verdict = await this.throttle.attempt(user.email, client.ip, deviceId);
    if (!verdict.allowed) {
      signInLocks.inc({ scope: verdict.scope, step: 'code' });
      this.logger.warn({ event: 'sign-in.locked', email: user.email, ip: client.ip, knownDevice: Boolean(deviceId), scope: verdict.scope, step: 'code' });
      await this.audit.record({ action: 'sign-in-code', outcome: 'locked', actorId: user.id, actorEmail: user.email, address: client.ip });
      throw new TooManyAttemptsException(verdict.retryAfterSeconds);
    }
    const method = await this.factors.verify(user.id, code.trim());
    if (!method) {
      await this.challenges.wrongCode(challenge);
      signInFailures.inc({ reason: 'wrong-code' });
      this.logger.warn({ event: 'sign-in.failed', email: user.email, ip: client.ip, knownDevice: Boolean(deviceId), reason: 'wrong-code' });
      await this.audit.record({ action: 'sign-in-code', outcome: 'failed', actorId: user.id, actorEmail: user.email, address: client.ip });
      throw new UnauthorizedException(codeStepMessages.wrongCode);
    }
    await this.spend(challenge);
    this.logger.log({ event: 'sign-in.second-factor-passed', userId: user.id, method });
    return this.login.completeSignIn(user, pending.validAfter, [pending.passwordVerdict, verdict], client);
  }

  // Enrolment for a user the owner's setting sends here before any session exists.
  async startEnrolment(challenge: string): Promise<SecondFactorSetup> {
    const { user } = await this.enrolmentOf(challenge);
    return this.factors.start(user);
  }

  async confirmEnrolment(challenge: string, code: string, client: SignInClient): Promise<{ signedIn: EnrolledSignIn; deviceCookie: string }> {
    const { pending, user } = await this.enrolmentOf(challenge);
    const { recoveryCodes } = await this.factors.confirm(user.id, code.trim());
    await this.spend(challenge);
    const { info, deviceCookie } = await this.login.completeSignIn(user, pending.validAfter, [pending.passwordVerdict], client);
    return { signedIn: { ...info, recoveryCodes }, deviceCookie };
  }

  private async enrolmentOf(challenge: string): Promise<{ pending: PendingSignIn; user: User }> {
    const found = await this.pendingOf(challenge);
    if (!found.pending.enrol) throw new UnauthorizedException(codeStepMessages.notEnrol);
    return found;
  }

  private async pendingOf(challenge: string): Promise<{ pending: PendingSignIn; user: User }> {
    const pending = await this.challenges.find(challenge);
    const user = pending ? await this.users.findById(pending.userId) : null;
    // A deactivation, role or password change since the password was checked ends the challenge (it is deleted
    // then; this holds even if Redis lost the deletion).
    if (!pending || !user?.active || user.sessionsValidAfter.getTime() !== pending.validAfter) throw new UnauthorizedException(codeStepMessages.expired);
    return { pending, user };
  }

  // Of two parallel completions, only the one that deletes the challenge goes on.
  private async spend(challenge: string): Promise<void> {
    if (!(await this.challenges.spend(challenge))) throw new UnauthorizedException(codeStepMessages.expired);
  }
}
