import { linkTokenFrom, passwordShortfall, validateNewPassword, validateStaffName } from '../new-password';
import { confirmationFrom } from '../sign-in-page-state';

const strong = 'copper lantern drifts sideways';

describe('validateNewPassword', () => {
  it('accepts a long password typed twice alike', () => {
    expect(validateNewPassword(strong, strong)).toEqual({});
  });

  it('asks for both fields when empty', () => {
    expect(validateNewPassword('', '')).toEqual({ password: 'Enter a new password.', confirmation: 'Type the new password again.' });
  });

  it('refuses fewer than 12 characters and more than 128', () => {
    expect(validateNewPassword('eleven char', 'eleven char').password).toBe('The new password must be at least 12 characters long.');
    expect(validateNewPassword('twelve chars', 'twelve chars')).toEqual({});
    const long = 'p'.repeat(129);
    expect(validateNewPassword(long, long).password).toBe('The new password must be at most 128 characters long.');
  });

  it('says when the repeat differs, but only once the password itself is acceptable', () => {
    expect(validateNewPassword(strong, `${strong}!`)).toEqual({ confirmation: 'The two passwords are not the same.' });
    expect(validateNewPassword('short', 'other').confirmation).toBeUndefined();
  });
});

describe('validateStaffName', () => {
  it('asks for a name of at most 100 characters', () => {
    expect(validateStaffName('   ')).toBe('Enter your name.');
    expect(validateStaffName('a'.repeat(101))).toBe('Your name must be at most 100 characters.');
    expect(validateStaffName(' Dana Whitfield ')).toBeUndefined();
  });
});

describe('passwordShortfall', () => {
  it('counts the characters still needed while typing, and is quiet before and after', () => {
    expect(passwordShortfall('')).toBeUndefined();
    expect(passwordShortfall('abc')).toBe('9 more characters needed');
    expect(passwordShortfall('abcdefghijk')).toBe('1 more character needed');
    expect(passwordShortfall('abcdefghijkl')).toBeUndefined();
  });
});

describe('linkTokenFrom', () => {
  it('takes the 43-character token from the fragment', () => {
    const token = 'A'.repeat(20) + '-_' + 'b9'.repeat(10) + 'Z';
    expect(linkTokenFrom(`#${token}`)).toBe(token);
  });

  it('gives nothing for a missing, cut or padded token', () => {
    for (const hash of ['', '#', `#${'A'.repeat(42)}`, `#${'A'.repeat(44)}`, `#${'A'.repeat(42)}=`, `#${'A'.repeat(42)} `]) expect(linkTokenFrom(hash)).toBe('');
  });
});

describe('confirmationFrom', () => {
  it('reads the message a page sent along to sign-in', () => {
    expect(confirmationFrom({ confirmation: 'Your password has been reset.' })).toBe('Your password has been reset.');
  });

  it('ignores any other history state', () => {
    for (const state of [null, undefined, 'text', {}, { confirmation: 42 }, { confirmation: '  ' }]) expect(confirmationFrom(state)).toBeUndefined();
  });
});
