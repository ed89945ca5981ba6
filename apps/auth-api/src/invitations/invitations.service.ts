import { type DeliveryState, invitationValidHours, type PendingInvitation, type StaffRole } from '@hvac/contracts';
import { pagePaths } from '@hvac/site';
import { AccountMailEntity } from '@hvac/account-mails';
import { type AuthenticatedUser, AuditEntries } from '@hvac/server-kit';
import { BadRequestException, ConflictException, ForbiddenException, GoneException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type DataSource, type EntityManager, IsNull } from 'typeorm';
import { AccountMails } from '../account-mail/account-mail.service';
import { linkTokenHash, newLinkToken } from '../account-mail/link-token';
import type { AuthEnv } from '../config/auth-env';
import { InjectEnv } from '../config/env.module';
import { PasswordHasher } from '../users/password-hasher.service';
import { passwordWeakness } from '../users/password-policy';
import { User } from '../users/user.entity';
import { normaliseEmail } from '../users/users.service';
import { Invitation } from './invitation.entity';

export const invitationMessages = {
  ownerInvite: 'Only an owner can invite an owner',
  userExists: 'A user with this e-mail address already exists',
  alreadyInvited: 'This address already has a pending invitation; resend or revoke it',
  notFound: 'No such pending invitation',
  invalid: 'This invitation link is not valid. Check that you opened the whole link from the e-mail.',
  used: 'This invitation was already accepted. Sign in with your e-mail address and password.',
  revoked: 'This invitation was withdrawn. Ask the person who invited you for a new one.',
  expired: 'This invitation has expired. Ask the person who invited you to send it again.',
  weak: (weakness: string) => `The password ${weakness}`,
  accepted: 'Your account is ready. Sign in with your e-mail address and the password you chose.',
} as const;

const uniqueViolation = '23505';
const isUniqueViolation = (error: unknown) => (error as { code?: string } | undefined)?.code === uniqueViolation;

type OpenInvitation = Invitation & { mailState: DeliveryState | null };

// Invitations to the staff: owners and admins invite by e-mail and role (only an owner invites an owner); the
// person sets name and password on the link's page. The link works once, for 72 hours; a resend replaces it.
@Injectable()
export class Invitations {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @InjectEnv() private readonly env: AuthEnv,
    private readonly mails: AccountMails,
    private readonly hasher: PasswordHasher,
    private readonly audit: AuditEntries,
  ) {}

  async list(): Promise<PendingInvitation[]> {
    const rows = await this.openInvitations().orderBy('i.createdAt', 'DESC').getRawAndEntities();
    return rows.entities.map((invitation, i) => toPending({ ...invitation, mailState: (rows.raw[i] as { mail_state: DeliveryState | null }).mail_state }));
  }

  async invite(actor: AuthenticatedUser, email: string, role: StaffRole, address: string): Promise<PendingInvitation> {
    if (role === 'owner' && actor.role !== 'owner') throw new ForbiddenException(invitationMessages.ownerInvite);
    const invitee = normaliseEmail(email);
    if (await this.db.getRepository(User).existsBy({ email: invitee })) throw new ConflictException(invitationMessages.userExists);
    const created = await this.db
      .transaction(async (db) => {
        const invitation = db.create(Invitation, { email: invitee, role, invitedBy: actor.email });
        return this.issueLink(db, invitation);
      })
      .catch((error: unknown) => {
        throw isUniqueViolation(error) ? new ConflictException(invitationMessages.alreadyInvited) : error;
      });
    // The write itself is in the log already (route and actor); this entry says whom and as what.
    await this.audit.record({ action: 'invitation', outcome: `invited as ${role}`, actorId: actor.sub, actorEmail: actor.email, target: invitee, address });
    return this.mailed(created);
  }

  // A new link (the old one stops working) and 72 more hours.
  async resend(actor: AuthenticatedUser, id: string): Promise<PendingInvitation> {
    const renewed = await this.db.transaction(async (db) => this.issueLink(db, await this.openForActor(db, actor, id)));
    return this.mailed(renewed);
  }

  async revoke(actor: AuthenticatedUser, id: string): Promise<void> {
    await this.db.transaction(async (db) => {
      const invitation = await this.openForActor(db, actor, id);
      await db.update(Invitation, { id: invitation.id }, { revokedAt: new Date() });
      await this.skipWaitingMail(db, invitation, 'the invitation was revoked');
    });
  }

  // Creates the account from the link. Every refusal says why, for the person who opened it.
  async accept(token: string, name: string, password: string, address: string): Promise<string> {
    const invitation = await this.db.getRepository(Invitation).findOneBy({ tokenHash: linkTokenHash(token) });
    const refusal = !invitation
      ? invitationMessages.invalid
      : invitation.acceptedAt
        ? invitationMessages.used
        : invitation.revokedAt
          ? invitationMessages.revoked
          : invitation.expiresAt.getTime() <= Date.now()
            ? invitationMessages.expired
            : undefined;
    if (!invitation || refusal) {
      await this.audit.record({ action: 'invitation-accept', outcome: 'refused', actorEmail: invitation?.email, target: invitation?.id, address });
      // 410 for a link that worked once (accepted, withdrawn, expired); 400 for one that never did.
      throw invitation ? new GoneException(refusal) : new BadRequestException(refusal);
    }
    const weakness = passwordWeakness(password, invitation.email, name);
    if (weakness) throw new BadRequestException(invitationMessages.weak(weakness));
    const passwordHash = await this.hasher.hash(password);
    const userId = await this.db
      .transaction(async (db) => {
        // Spent in the same statement that checks it, so two submissions of one link cannot both create an account,
        // nor a link that a resend replaced meanwhile.
        const spent = await db
          .createQueryBuilder()
          .update(Invitation)
          .set({ acceptedAt: () => 'now()' })
          .where({ id: invitation.id, tokenHash: linkTokenHash(token), acceptedAt: IsNull(), revokedAt: IsNull() })
          .andWhere('expires_at > now()')
          .execute();
        if (!spent.affected) throw new GoneException(invitationMessages.used);
        const inserted = await db.insert(User, { email: invitation.email, name: name.trim(), passwordHash, role: invitation.role });
        return (inserted.identifiers[0] as { id: string }).id;
      })
      .catch((error: unknown) => {
        throw isUniqueViolation(error) ? new ConflictException(invitationMessages.userExists) : error;
      });
    await this.audit.record({ action: 'invitation-accept', outcome: 'succeeded', actorId: userId, actorEmail: invitation.email, target: invitation.id, address });
    return invitationMessages.accepted;
  }

  // A fresh token and expiry, and the mail that carries the link, in the caller's transaction.
  private async issueLink(db: EntityManager, invitation: Invitation): Promise<Invitation & { mailId: number }> {
    await this.skipWaitingMail(db, invitation, 'replaced by a newer invitation mail');
    const { token, hash } = newLinkToken();
    const expiresAt = new Date(Date.now() + invitationValidHours * 3600_000);
    const link = new URL(pagePaths.acceptInvite.getHref(token), this.env.PUBLIC_SITE_URL).toString();
    const mailId = await this.mails.store({ kind: 'staff-invitation', to: invitation.email, name: '', link, linkExpiresAt: expiresAt }, db);
    return db.save(Invitation, Object.assign(invitation, { tokenHash: hash, expiresAt, mailId }));
  }

  // A mail of the invitation that the worker has not sent yet would carry a link that no longer works.
  private async skipWaitingMail(db: EntityManager, invitation: Invitation, reason: string): Promise<void> {
    if (!invitation.mailId) return;
    await db.update(AccountMailEntity, { id: invitation.mailId, state: 'queued' }, { state: 'skipped', error: reason });
  }

  // Queues the stored mail once its transaction committed, so the worker always finds the row.
  private async mailed(invitation: Invitation & { mailId: number }): Promise<PendingInvitation> {
    await this.mails.dispatch('staff-invitation', invitation.mailId);
    return toPending({ ...invitation, mailState: 'queued' });
  }

  // An open invitation the actor may touch: an admin may not resend or revoke an owner's invitation.
  private async openForActor(db: EntityManager, actor: AuthenticatedUser, id: string): Promise<Invitation> {
    // Locked until the transaction ends, so a resend and a revoke (or an acceptance) of one invitation cannot cross.
    const invitation = await db.findOne(Invitation, { where: { id, acceptedAt: IsNull(), revokedAt: IsNull() }, lock: { mode: 'pessimistic_write' } });
    if (!invitation) throw new NotFoundException(invitationMessages.notFound);
    if (invitation.role === 'owner' && actor.role !== 'owner') throw new ForbiddenException(invitationMessages.ownerInvite);
    return invitation;
  }

  private openInvitations() {
    return this.db
      .getRepository(Invitation)
      .createQueryBuilder('i')
      .leftJoin(AccountMailEntity, 'm', 'm.id = i.mail_id')
      .addSelect('m.state', 'mail_state')
      .where('i.accepted_at IS NULL AND i.revoked_at IS NULL');
  }
}

function toPending(invitation: OpenInvitation): PendingInvitation {
  return {
    id: invitation.id,
    email: invitation.email,
    role: invitation.role,
    invitedBy: invitation.invitedBy,
    createdAt: invitation.createdAt.toISOString(),
    expiresAt: invitation.expiresAt.toISOString(),
    mailState: invitation.mailState ?? 'queued',
  };
}

// Roles of the invitations each standing may send (only an owner invites an owner; editors invite no one).
const mayInvite = (role: StaffRole | null): StaffRole[] => (role === 'owner' ? ['owner', 'admin', 'editor'] : role === 'admin' ? ['admin', 'editor'] : []);

// Revokes the open invitations sent by `inviterEmail` that its new standing (null: deactivated or deleted) may no
// longer send, and skips their mails still waiting for the worker. In the caller's transaction.
export async function revokeInvitationsOf(db: EntityManager, inviterEmail: string, standing: StaffRole | null): Promise<number> {
  const rows = (await db.query(
    `UPDATE auth.invitations SET revoked_at = now()
     WHERE invited_by = $1 AND accepted_at IS NULL AND revoked_at IS NULL AND NOT (role = ANY($2::text[]))
     RETURNING mail_id`,
    [inviterEmail, mayInvite(standing)],
  )) as [{ mail_id: number | null }[], number];
  const mailIds = rows[0].map((row) => row.mail_id).filter((mailId): mailId is number => mailId !== null);
  if (mailIds.length > 0) {
    await db.query(`UPDATE auth.account_mails SET state = 'skipped', error = 'the inviter can no longer invite' WHERE id = ANY($1::int[]) AND state = 'queued'`, [mailIds]);
  }
  return rows[0].length;
}
