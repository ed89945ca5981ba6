import type { SessionSummary } from '@hvac/contracts';
import { AuthUnavailableError, InjectRedis, type SessionAuthority, sessionTouchIntervalMs, type SessionVerdict, writeCachedSession } from '@hvac/server-kit';
import { Inject, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type Redis from 'ioredis';
import { type DataSource, type EntityManager, IsNull, MoreThan } from 'typeorm';
import { TokenService, type TokenSubject } from '../tokens/token.service';
import { deviceLabel } from './device-label';
import { endUserAccess, type EndAccessOptions, revokeSessions } from './revoke-sessions';
import { Session } from './session.entity';

export const SESSION_SETTINGS = Symbol('SESSION_SETTINGS');
export type SessionSettings = { idleSeconds: number; tokenTtlSeconds: number };

export const sessionMessages = {
  notFound: 'No such session, or it has already ended',
  revoked: 'Session signed out',
  revokedOthers: (count: number) => (count === 1 ? 'Signed out 1 other session' : `Signed out ${count} other sessions`),
  accountChanged: 'Your account was changed or deactivated meanwhile. Please sign in again.',
} as const;

// Whose session to start: the user and their sessions_valid_after (ms) as read when the password was checked.
export type SignInProof = { userId: string; validAfter: number };
// The account as read in the statement that created the session: the token carries this role, not an older one.
export type SessionStart = { token: string; sessionId: string; user: TokenSubject };

// Thrown when the account was deactivated, or its access ended, between the password check and the session.
export class AccountChangedError extends Error {}

type SessionRow = { id: string; created_at: Date; last_used_at: Date; expires_at: Date; revoked_at: Date | null; active: boolean; valid_after: Date };

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

  // A new session for a completed sign-in, and its first token. One statement reads the user FOR SHARE and inserts
  // the session only while the account is active and its "valid after" mark is the one the password check saw: a
  // deactivation, role change or password change committed meanwhile leaves nothing to insert, and one in progress
  // waits for this statement (and then revokes what it made). The token carries the role read here.
  async signIn(proof: SignInProof, client: { userAgent?: string; device?: string; address: string | null }, expiresAt = this.tokenExpiry()): Promise<SessionStart> {
    const rows = (await this.dataSource.query(
      `WITH u AS (
         SELECT id, email, name, role FROM auth.users
         WHERE id = $1 AND active AND (extract(epoch FROM sessions_valid_after) * 1000)::bigint = $2
         FOR SHARE
       ), s AS (
         INSERT INTO auth.sessions (user_id, device, address, last_used_at, expires_at)
         SELECT id, $3, $4, now(), $5 FROM u RETURNING id, user_id, created_at
       )
       SELECT s.id, s.created_at, u.email, u.name, u.role FROM s JOIN u ON u.id = s.user_id`,
      [proof.userId, proof.validAfter, client.device ?? deviceLabel(client.userAgent), client.address, expiresAt],
    )) as { id: string; created_at: Date; email: string; name: string; role: TokenSubject['role'] }[];
    const row = rows[0];
    if (!row) throw new AccountChangedError(sessionMessages.accountChanged);
    const user: TokenSubject = { id: proof.userId, email: row.email, name: row.name, role: row.role };
    await this.cacheActive(row.id, proof.userId, row.created_at.getTime());
    return { token: await this.tokens.issue(user, row.id, expiresAt), sessionId: row.id, user };
  }

  // After a password change: every session ends, this one included (a stolen copy of its token must not outlive
  // the change), and the same browser goes on in a new session with its first token. The new session ends when the
  // old one would have: a password change never lengthens a sign-in.
  // `change` (the new password) is written in the same transaction that ends the old sessions.
  async restart(userId: string, currentSessionId: string, change: (db: EntityManager) => Promise<unknown>): Promise<string> {
    const current = await this.dataSource.getRepository(Session).findOneBy({ id: currentSessionId, userId });
    const validAfter = await this.dataSource.transaction(async (db) => {
      await change(db);
      await endUserAccess(db, this.redis, userId);
      const [row] = (await db.query(`SELECT (extract(epoch FROM sessions_valid_after) * 1000)::bigint AS v FROM auth.users WHERE id = $1`, [userId])) as { v: string }[];
      return Number(row?.v);
    });
    const expiresAt = current && current.expiresAt.getTime() < this.tokenExpiry().getTime() ? current.expiresAt : this.tokenExpiry();
    return (await this.signIn({ userId, validAfter }, { device: current?.device, address: current?.address ?? null }, expiresAt)).token;
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
    const [session] = (await this.dataSource.query(
      `SELECT s.id, s.created_at, s.last_used_at, s.expires_at, s.revoked_at, u.active, u.sessions_valid_after AS valid_after
       FROM auth.sessions s JOIN auth.users u ON u.id = s.user_id WHERE s.id = $1 AND s.user_id = $2`,
      [sid, userId],
    )) as SessionRow[];
    if (!session) return 'unknown';
    if (session.revoked_at) return 'revoked';
    // The user's own marks win over the session's: a deactivated account, or one whose access ended after this
    // session began (even if its revocation was lost), has no valid session.
    if (!session.active || session.created_at.getTime() < session.valid_after.getTime()) {
      await revokeSessions(this.dataSource.manager, this.redis, { userId, sessionId: sid });
      return 'revoked';
    }
    const now = Date.now();
    const expired = session.expires_at.getTime() <= now;
    if (expired || session.last_used_at.getTime() <= now - this.idleMs()) {
      // Ended for good: the cache says so from now on, and the sessions screen no longer lists it.
      await revokeSessions(this.dataSource.manager, this.redis, { userId, sessionId: sid });
      return expired ? 'expired' : 'idle';
    }
    // Redis down means every request comes here: the row is still written at most once a minute.
    if (now - session.last_used_at.getTime() >= sessionTouchIntervalMs) await sessions.update({ id: sid }, { lastUsedAt: new Date(now) });
    await this.cacheActive(sid, userId, session.created_at.getTime());
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

  // "Sign out everywhere else" also forgets every remembered device (the caller re-remembers this browser).
  async revokeOthers(userId: string, currentSessionId: string): Promise<number> {
    return this.dataSource.transaction(async (db) => {
      await db.query(`UPDATE auth.users SET device_generation = device_generation + 1 WHERE id = $1`, [userId]);
      return (await revokeSessions(db, this.redis, { userId, exceptSessionId: currentSessionId })).length;
    });
  }

  // Every session and pending sign-in of the user ends at once, in every service: deactivation, deletion, a role
  // change, a password change or reset. `db` runs it inside the caller's transaction.
  async revokeAll(userId: string, db: EntityManager = this.dataSource.manager, options: EndAccessOptions = {}): Promise<number> {
    return (await endUserAccess(db, this.redis, userId, options)).length;
  }

  private idleMs(): number {
    return this.settings.idleSeconds * 1000;
  }

  private tokenExpiry(): Date {
    return new Date(Date.now() + this.settings.tokenTtlSeconds * 1000);
  }

  // Trusted by every verifier for a minute; after that they come back here, which records the use. Without Redis
  // every request is decided from Postgres, which is slower but just as right.
  private async cacheActive(sessionId: string, userId: string, startedAt: number): Promise<void> {
    await writeCachedSession(this.redis, sessionId, { userId, revoked: false, lastUsedAt: Date.now(), startedAt }, sessionTouchIntervalMs / 1000).catch((error: unknown) =>
      this.logger.error({ event: 'session.not-cached', sessionId, error }),
    );
  }
}
