import { grantableRoles, invitationExpired, validateInviteEmail } from '../staff-roles';

describe('staff roles on the users screen', () => {
  it('offers the owner role to owners only', () => {
    expect(grantableRoles('owner')).toEqual(['owner', 'admin', 'editor']);
    expect(grantableRoles('admin')).toEqual(['admin', 'editor']);
    expect(grantableRoles(null)).toEqual(['admin', 'editor']);
  });

  it('asks for a well-formed e-mail address to invite', () => {
    expect(validateInviteEmail('   ')).toBe('Enter the e-mail address to invite.');
    expect(validateInviteEmail('sam.example.com')).toBe('Enter an e-mail address like name@example.com.');
    expect(validateInviteEmail(`${'a'.repeat(250)}@example.com`)).toMatch(/at most 254 characters/);
    expect(validateInviteEmail(' sam@example.com ')).toBeUndefined();
  });

  it('tells an expired invitation from an open one', () => {
    const now = Date.parse('2026-11-24T12:00:00Z');
    expect(invitationExpired({ expiresAt: '2026-11-24T11:59:59Z' }, now)).toBe(true);
    expect(invitationExpired({ expiresAt: '2026-11-24T12:00:00Z' }, now)).toBe(true);
    expect(invitationExpired({ expiresAt: '2026-11-27T12:00:00Z' }, now)).toBe(false);
  });
});
