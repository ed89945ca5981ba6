import { validateNewPassword, validateStaffName } from '../new-password';

describe('choosing a password and name on an invitation', () => {
  it('asks for a password of at least 12 characters, typed the same twice', () => {
    expect(validateNewPassword('', '')).toEqual({ password: 'Choose a password.' });
    expect(validateNewPassword('short pass', 'short pass')).toEqual({ password: 'The password needs 2 more characters.' });
    expect(validateNewPassword('short passw', '')).toEqual({ password: 'The password needs 1 more character.' });
    expect(validateNewPassword('x'.repeat(129), 'x'.repeat(129))).toEqual({ password: 'The password must be at most 128 characters.' });
    expect(validateNewPassword('violet kettle marches', 'violet kettle march')).toEqual({ repeat: 'The two passwords differ. Type the same password twice.' });
    expect(validateNewPassword('violet kettle marches', 'violet kettle marches')).toEqual({});
  });

  it('asks for a name of at most 100 characters', () => {
    expect(validateStaffName('   ')).toBe('Enter your name.');
    expect(validateStaffName('a'.repeat(101))).toBe('Your name must be at most 100 characters.');
    expect(validateStaffName(' Dana Whitfield ')).toBeUndefined();
  });
});
