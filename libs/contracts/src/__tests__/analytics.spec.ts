import { otherRoute, routeTemplateOf } from '../analytics';

describe('routeTemplateOf', () => {
  it.each([
    ['/', '/'],
    ['/about', '/about'],
    ['/services', '/services'],
    ['/services/furnace-repair', '/services/:slug'],
    ['/blog/12', '/blog/:id'],
    ['/location/milton', '/location/:slug'],
    ['/thank-you', '/thank-you/*'],
    ['/thank-you/newsletter', '/thank-you/*'],
    ['/privacy', '/privacy'],
  ])('files %s under %s', (path, route) => {
    expect(routeTemplateOf(path)).toBe(route);
  });

  it.each(['/wp-login.php', '/services/a/b', '/preview/secret-token', '/forms/submit', '/admin/analytics', '/blogx'])('files %s under (other)', (path) => {
    expect(routeTemplateOf(path)).toBe(otherRoute);
  });
});
