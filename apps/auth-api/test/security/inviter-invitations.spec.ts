import type { StaffRole } from '@hvac/contracts';
import { DataSource } from 'typeorm';
import { adminPassword } from '../support/auth-app';
import { account, useAuthApp } from './helpers';

// Issue 30: an invitation outlived the standing of the person who sent it; a deactivated, demoted or deleted admin's
// pending invitations could still make accounts.
const password = 'violet kettle marches upstream';

describe('security: pending invitations die with their inviter’s standing', () => {
  const app = useAuthApp();
  let ownerToken: string;

  beforeAll(async () => {
    ownerToken = (await app.http.signIn(app.auth.adminEmail, adminPassword)).body['token'] as string;
  });

  let n = 0;
  // An admin (or owner) with one pending invitation of theirs.
  const inviter = async (role: StaffRole = 'admin') => {
    const user = await account(app.auth, password, role);
    const token = (await app.http.signIn(user.email, password)).body['token'] as string;
    n += 1;
    const invited = await app.http.call('/api/users/invitations', { email: `invitee-${n}-${Date.now()}@example.com`, role: 'editor' }, { token });
    expect(invited.status).toBe(201);
    return { ...user, invitationId: invited.body['id'] as string };
  };
  const state = async (invitationId: string) => {
    const [row] = (await app.auth.app.get(DataSource).query(
      `SELECT i.revoked_at, m.state FROM auth.invitations i LEFT JOIN auth.account_mails m ON m.id = i.mail_id WHERE i.id = $1`,
      [invitationId],
    )) as { revoked_at: Date | null; state: string }[];
    return row;
  };

  it.each([
    ['deactivated', (id: string) => app.http.call(`/api/users/${id}/deactivate`, undefined, { token: ownerToken })],
    ['demoted to editor', (id: string) => app.http.call(`/api/users/${id}/role`, { role: 'editor' }, { token: ownerToken, method: 'PUT' })],
    ['deleted', (id: string) => app.http.call(`/api/users/${id}`, undefined, { token: ownerToken, method: 'DELETE' })],
  ])('revokes them when the inviter is %s', async (_case, act) => {
    const { id, invitationId } = await inviter();
    expect((await act(id)).status).toBeLessThan(300);
    expect((await state(invitationId))?.revoked_at).toBeInstanceOf(Date);
    expect((await app.http.call('/api/users/invitations', undefined, { token: ownerToken, method: 'GET' })).body).not.toContainEqual(expect.objectContaining({ id: invitationId }));
  });

  it('keeps them when the inviter may still send them', async () => {
    const { id, invitationId } = await inviter('admin');
    expect((await app.http.call(`/api/users/${id}/role`, { role: 'owner' }, { token: ownerToken, method: 'PUT' })).status).toBe(200);
    expect((await state(invitationId))?.revoked_at).toBeNull();
  });
});
