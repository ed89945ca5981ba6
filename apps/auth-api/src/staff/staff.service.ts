import { likePattern, type Page, type PageQuery, type StaffMember, type StaffRole } from '@hvac/contracts';
import type { AuthenticatedUser } from '@hvac/server-kit';
import { ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type DataSource, type EntityManager, In, IsNull, Not } from 'typeorm';
import { revokeInvitationsOf } from '../invitations/invitations.service';
import { InjectRedis, AuditEntries } from '@hvac/server-kit';
import type Redis from 'ioredis';
import { resetSecondFactor } from '../second-factor/reset-second-factor';
import { SecondFactor } from '../second-factor/second-factor.entity';
import { SessionsService } from '../sessions/sessions.service';
import { User } from '../users/user.entity';

export const staffMessages = {
  notFound: 'No such user',
  ownRole: 'You cannot change your own role',
  ownAccount: 'You cannot deactivate or delete your own account',
  ownerProtected: 'Only an owner can demote, deactivate or delete an owner',
  ownerGrant: 'Only an owner can make someone an owner',
  lastOwner: 'The last active owner cannot be demoted, deactivated or deleted',
  factorReset: (email: string) => `The second factor of ${email} is off and their sessions were ended; they sign in with the password alone and set up a new one`,
  noFactor: (email: string) => `${email} had no second factor; nothing changed`,
} as const;

type Standing = Pick<User, 'role' | 'active'>;

export const toStaffMember = (user: User, secondFactor: boolean): StaffMember => ({
  _id: user.id,
  name: user.name,
  email: user.email,
  role: user.role,
  active: user.active,
  lastSignInAt: user.lastSignInAt?.toISOString() ?? null,
  secondFactor,
});

const enabledFactor = { enabledAt: Not(IsNull()) };

// The users screen's rules: nobody edits their own role, only owners touch owners, and the site always keeps an
// active owner. Every change that narrows what someone may do revokes their tokens at once.
@Injectable()
export class StaffService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectRedis() private readonly redis: Redis,
    private readonly sessions: SessionsService,
    private readonly audit: AuditEntries,
  ) {}

  // The owner's way back in for someone whose phone and recovery codes are gone (routes allow owners only).
  async resetSecondFactor(actor: AuthenticatedUser, id: string, address: string): Promise<string> {
    const { user, removed } = await this.dataSource.transaction(async (db) => {
      const found = await this.target(db, actor, id);
      return { user: found, removed: await resetSecondFactor(db, this.redis, id) };
    });
    await this.audit.record({ action: 'second-factor-reset', outcome: removed ? 'reset' : 'none', actorId: actor.sub, actorEmail: actor.email, target: id, address });
    return removed ? staffMessages.factorReset(user.email) : staffMessages.noFactor(user.email);
  }

  // A page of users by name; q finds part of the name or e-mail (trigram index users_search_idx).
  async list({ limit, offset, q }: PageQuery & { limit: number; offset: number }): Promise<Page<StaffMember>> {
    const [users, total] = await this.dataSource
      .getRepository(User)
      .createQueryBuilder('u')
      .where(q ? `(u.name || ' ' || u.email) ILIKE :pattern` : 'TRUE', { pattern: likePattern(q ?? '') })
      .orderBy('u.name', 'ASC')
      .addOrderBy('u.email', 'ASC')
      .take(limit)
      .skip(offset)
      .getManyAndCount();
    const factors = users.length === 0 ? [] : await this.dataSource.getRepository(SecondFactor).find({ where: { ...enabledFactor, userId: In(users.map((u) => u.id)) }, select: { userId: true } });
    const withFactor = new Set(factors.map((f) => f.userId));
    return { items: users.map((user) => toStaffMember(user, withFactor.has(user.id))), total, limit, offset };
  }

  async changeRole(actor: AuthenticatedUser, id: string, role: StaffRole): Promise<StaffMember> {
    if (actor.sub === id) throw new ForbiddenException(staffMessages.ownRole);
    if (role === 'owner' && actor.role !== 'owner') throw new ForbiddenException(staffMessages.ownerGrant);
    return this.change(actor, id, { role });
  }

  async setActive(actor: AuthenticatedUser, id: string, active: boolean): Promise<StaffMember> {
    if (actor.sub === id) throw new ForbiddenException(staffMessages.ownAccount);
    return this.change(actor, id, { active });
  }

  async remove(actor: AuthenticatedUser, id: string): Promise<void> {
    if (actor.sub === id) throw new ForbiddenException(staffMessages.ownAccount);
    await this.dataSource.transaction(async (db) => {
      const user = await this.target(db, actor, id);
      await this.keepAnOwner(db, user, null);
      // Before the rows go with the user: the revocation must reach the cache of every service.
      await this.sessions.revokeAll(id, db, { forgetDevices: true });
      await revokeInvitationsOf(db, user.email, null);
      await db.delete(User, { id });
    });
  }

  private async change(actor: AuthenticatedUser, id: string, patch: Partial<Standing>): Promise<StaffMember> {
    const updated = await this.dataSource.transaction(async (db) => {
      const user = await this.target(db, actor, id);
      const next: Standing = { role: patch.role ?? user.role, active: patch.active ?? user.active };
      await this.keepAnOwner(db, user, next);
      await db.update(User, { id }, next);
      // In the same transaction: a sign-in racing this change waits for it, then finds nothing to start a session
      // from. A deactivation also forgets the user's remembered devices.
      await this.sessions.revokeAll(id, db, { forgetDevices: !next.active });
      // Invitations the user sent and may no longer send die with the standing that allowed them.
      await revokeInvitationsOf(db, user.email, next.active ? next.role : null);
      return { user: Object.assign(user, next), secondFactor: await db.exists(SecondFactor, { where: { userId: id, ...enabledFactor } }) };
    });
    return toStaffMember(updated.user, updated.secondFactor);
  }

  // Changes to staff run one at a time (a transaction lock), so two owners demoting each other at once cannot both
  // succeed. The target is refused when an admin reaches for an owner.
  private async target(db: EntityManager, actor: AuthenticatedUser, id: string): Promise<User> {
    await db.query(`SELECT pg_advisory_xact_lock(hashtext('auth.users:staff-changes'))`);
    const user = await db.findOneBy(User, { id });
    if (!user) throw new NotFoundException(staffMessages.notFound);
    if (user.role === 'owner' && actor.role !== 'owner') throw new ForbiddenException(staffMessages.ownerProtected);
    return user;
  }

  // Refuses a change (next = null: deletion) that would leave no active owner.
  private async keepAnOwner(db: EntityManager, user: User, next: Standing | null): Promise<void> {
    const wasActiveOwner = user.role === 'owner' && user.active;
    const staysActiveOwner = next?.role === 'owner' && next.active;
    if (!wasActiveOwner || staysActiveOwner) return;
    const otherOwners = await db.getRepository(User).createQueryBuilder('u').where("u.role = 'owner' AND u.active AND u.id <> :id", { id: user.id }).getCount();
    if (otherOwners === 0) throw new ForbiddenException(staffMessages.lastOwner);
  }
}
