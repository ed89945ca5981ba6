import type { SessionSummary } from '@hvac/contracts';
import { AuthUnavailableError, InjectRedis, type SessionAuthority, sessionTouchIntervalMs, type SessionVerdict, writeCachedSession } from '@hvac/server-kit';
import { Inject, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type Redis from 'ioredis';
import { type DataSource, type EntityManager, IsNull, MoreThan } from 'typeorm';
import { TokenService } from '../tokens/token.service';
import type { User } from '../users/user.entity';
import { deviceLabel } from './device-label';
import { revokeSessions } from './revoke-sessions';
import { Session } from './session.entity';

export const SESSION_SETTINGS = Symbol('SESSION_SETTINGS');
export type SessionSettings = { idleSeconds: number; tokenTtlSeconds: number };

export const sessionMessages = {
  notFound: 'No such session, or it has already ended',
  revoked: 'Session signed out',
  revokedOthers: (count: number) => (count === 1 ? 'Signed out 1 other session' : `Signed out ${count} other sessions`),
} as const;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// Sign-in sessions: one row per sign-in, the tokens issued for it, its last use, its revocation.
@Injectable()
export class SessionsService implements SessionAuthority {
  private readonly logger = new Logger('Sessions');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectRedis() private readonly redis: Redis,
    private readonly tokens: TokenService,
    @Inject(SESSION_SETTINGS) private readonly settings: SessionSettings,
  ) {}

  // A new session for a completed sign-in, and its first token.
  async signIn(user: User, client: { userAgent?: string; device?: string; address: string | null }): Promise<string> {
    const session = await this.dataSource.getRepository(Session).save({
      userId: user.id,
      device: client.device ?? deviceLabel(client.userAgent),
      address: client.address,
      lastUsedAt: new Date(),
      expiresAt: this.tokenExpiry(),
    });
    await this.cacheActive(session.id, user.id);
    return this.tokens.issue(user, session.id);
  }

  // After a password change: every session ends, this one included (a stolen copy of its token must not outlive
  // the change), and the same browser goes on in a new session with its first token.
  async restart(user: User, currentSessionId: string): Promise<string> {
    const current = await this.dataSource.getRepository(Session).findOneBy({ id: currentSessionId, userId: user.id });
    await this.revokeAll(user.id);
    return this.signIn(user, { device: current?.device, address: current?.address ?? null });
  }

  // Decides a session the cache could not vouch for, recording its use (so at most once a minute per session).
  // Without Postgres nothing can be decided: the request is answered 503, never let through.
  async check(session: { sid: string; userId: string }): Promise<SessionVerdict> {
    try {
      return await this.decide(session);
    } catch (error) {
      throw new AuthUnavailableError(`session record unavailable: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  private async decide({ sid, userId }: { sid: string; userId: string }): Promise<SessionVerdict> {
    if (!uuidPattern.test(sid)) return 'unknown';
    const sessions = this.dataSource.getRepository(Session);
    const session = await sessions.findOneBy({ id: sid, userId });
    if (!session) return 'unknown';
    if (session.revokedAt) return 'revoked';
    const now = Date.now();
    const expired = session.expiresAt.getTime() <= now;
    if (expired || session.lastUsedAt.getTime() <= now - this.idleMs()) {
      // Ended for good: the cache says so from now on, and the sessions screen no longer lists it.
      await revokeSessions(this.dataSource.manager, this.redis, { userId, sessionId: sid });
      return expired ? 'expired' : 'idle';
    }
    // Redis down means every request comes here: the row is still written at most once a minute.
    if (now - session.lastUsedAt.getTime() >= sessionTouchIntervalMs) await sessions.update({ id: sid }, { lastUsedAt: new Date(now) });
    await this.cacheActive(sid, userId);
    return 'active';
  }

  // The user's sessions that could still be used, most recently used first.
  async list(userId: string, currentSessionId: string): Promise<SessionSummary[]> {
    const now = Date.now();
    const sessions = await this.dataSource.getRepository(Session).find({
      where: { userId, revokedAt: IsNull(), expiresAt: MoreThan(new Date(now)), lastUsedAt: MoreThan(new Date(now - this.idleMs())) },
      order: { lastUsedAt: 'DESC' },
    });
    return sessions.map((session) => ({
      id: session.id,
      device: session.device,
      address: session.address,
      signedInAt: session.createdAt.toISOString(),
      lastUsedAt: session.lastUsedAt.toISOString(),
      current: session.id === currentSessionId,
    }));
  }

  async revoke(userId: string, sessionId: string): Promise<void> {
    const revoked = uuidPattern.test(sessionId) ? await revokeSessions(this.dataSource.manager, this.redis, { userId, sessionId }) : [];
    if (revoked.length === 0) throw new NotFoundException(sessionMessages.notFound);
  }

  async revokeOthers(userId: string, currentSessionId: string): Promise<number> {
    return (await revokeSessions(this.dataSource.manager, this.redis, { userId, exceptSessionId: currentSessionId })).length;
  }

  // Every session of the user ends at once, in every service: deactivation, deletion, a role change, a password
  // reset. `db` runs it inside the caller's transaction.
  async revokeAll(userId: string, db: EntityManager = this.dataSource.manager): Promise<number> {
    return (await revokeSessions(db, this.redis, { userId })).length;
  }

  private idleMs(): number {
    return this.settings.idleSeconds * 1000;
  }

  private tokenExpiry(): Date {
    return new Date(Date.now() + this.settings.tokenTtlSeconds * 1000);
  }

  // Trusted by every verifier for a minute; after that they come back here, which records the use. Without Redis
  // every request is decided from Postgres, which is slower but just as right.
  private async cacheActive(sessionId: string, userId: string): Promise<void> {
    await writeCachedSession(this.redis, sessionId, { userId, revoked: false, lastUsedAt: Date.now() }, sessionTouchIntervalMs / 1000).catch((error: unknown) =>
      this.logger.error({ event: 'session.not-cached', sessionId, error }),
    );
  }
}
