import { account, useAuthApp } from './helpers';

// Issue 30: the sign-in counters and the reset-request throttle counted single IPv6 addresses, so one client rotating
// through its /64 never met a limit. They count a /64 as one client now (clientLimitKey, as the gateway does).
const password = 'violet kettle marches upstream';
let prefix = 0;
const subnet = () => {
  prefix += 1;
  const hex = (Date.now() % 0xffff).toString(16);
  return (host: number) => `2001:db8:${hex}:${prefix.toString(16)}::${host.toString(16)}`;
};

describe('security: application limiters key IPv6 clients by /64', () => {
  const app = useAuthApp();

  it('holds back sign-in failures from one /64 however many addresses they come from', async () => {
    const { email } = await account(app.auth, password);
    const address = subnet();
    for (let host = 1; host <= 5; host += 1) expect((await app.http.signIn(email, 'wrong password', address(host))).status).toBe(401);
    const held = await app.http.signIn(email, password, address(6));
    expect(held.status).toBe(429);
    expect(held.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('limits reset requests from one /64 as from one address', async () => {
    const address = subnet();
    for (let host = 1; host <= 10; host += 1) {
      expect((await app.http.call('/api/users/password-reset/request', { email: `nobody-${host}@example.com` }, { ip: address(host) })).status).toBe(202);
    }
    expect((await app.http.call('/api/users/password-reset/request', { email: 'nobody-11@example.com' }, { ip: address(11) })).status).toBe(429);
  });
});
