import { passwordWeakness } from './password-policy';

describe('passwordWeakness', () => {
  it.each([
    ['short', 'Sh0rt!pass', /at least 12 characters/],
    ['a common password padded out', 'Qwertyuiop123', /too easy to guess/],
    ['a dictionary word with digits', 'sunshine12345', /too easy to guess/],
    ['a keyboard walk', '1qaz2wsx3edc4rfv', /too easy to guess/],
    ['the business name', 'northwind2024!', /personal or page related data/],
    ['a well-known default', 'changeme-changeme', /well-known default/],
    ['the e-mail name', 'bob.smith-2024-spring!', /e-mail name/],
  ])('refuses %s', (_case, password, reason) => {
    expect(passwordWeakness(password, 'bob.smith@example.com', 'Bob Smith', 'Northwind Heating')).toMatch(reason);
  });

  it.each(['correct horse battery staple', 'violet kettle marches upstream', 'T7#qv9!Lm2@xR4'])('accepts %s', (password) => {
    expect(passwordWeakness(password, 'bob.smith@example.com', 'Bob Smith', 'Northwind Heating')).toBeUndefined();
  });
});
