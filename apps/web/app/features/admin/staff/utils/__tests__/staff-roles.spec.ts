import { draftErrors } from '../../../kit/hooks/__tests__/draft-errors';
import { grantableRoles, invitationExpired, inviteResolver } from '../staff-roles';

describe('staff roles on the users screen', () => {
  it('offers the owner role to owners only', () => {
    expect(grantableRoles('owner')).toEqual(['owner', 'admin', 'editor']);
    expect(grantableRoles('admin')).toEqual(['admin', 'editor']);
    expect(grantableRoles(null)).toEqual(['admin', 'editor']);
  });

  it("asks for a well-formed e-mail address and a role, in auth-api's words (inviteSchema)", async () => {
    const errors = (email: string, role: 'editor' | '' = 'editor') => draftErrors(inviteResolver, { email, role });
    expect(await errors('   ')).toEqual({ email: 'email must be a valid e-mail address' });
    expect(await errors('sam.example.com')).toEqual({ email: 'email must be a valid e-mail address' });
    expect(await errors(`${'a'.repeat(250)}@example.com`)).toEqual({ email: 'email must be at most 254 characters' });
    expect(await errors(' sam@example.com ')).toEqual({});
    expect(await errors('sam@example.com', '')).toEqual({ role: 'role must be one of owner, admin, editor' });
  });

  it('tells an expired invitation from an open one', () => {
    const now = Date.parse('2026-11-24T12:00:00Z');
    expect(invitationExpired({ expiresAt: '2026-11-24T11:59:59Z' }, now)).toBe(true);
    expect(invitationExpired({ expiresAt: '2026-11-24T12:00:00Z' }, now)).toBe(true);
    expect(invitationExpired({ expiresAt: '2026-11-27T12:00:00Z' }, now)).toBe(false);
  });
});
