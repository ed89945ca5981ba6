import type { ServerBuild } from 'react-router';
import { routeLabelMemoSize, routeTemplates } from '../metrics.js';

// The route manifest of a build, as React Router's compiler writes it (the app's real routes are
// tested end to end by deploy/test/monitoring.spec.ts against the built server).
const build = {
  routes: {
    root: { id: 'root', path: '' },
    'routes/public-layout': { id: 'routes/public-layout', parentId: 'root' },
    'routes/home': { id: 'routes/home', parentId: 'routes/public-layout', index: true },
    'routes/blog-post': { id: 'routes/blog-post', parentId: 'routes/public-layout', path: 'blog/:id' },
    'routes/thank-you': { id: 'routes/thank-you', parentId: 'routes/public-layout', path: 'thank-you/*' },
    'routes/not-found': { id: 'routes/not-found', parentId: 'routes/public-layout', path: '*' },
    'routes/site-webmanifest': { id: 'routes/site-webmanifest', parentId: 'root', path: 'site.webmanifest' },
  },
} as unknown as ServerBuild;

describe('routeTemplates', () => {
  const templateOf = routeTemplates(build);

  it.each([
    ['/', '/'],
    ['/blog/no-heat-tonight', '/blog/:id'],
    ['/blog/no-heat-tonight.data', '/blog/:id.data'],
    ['/_root.data', '/.data'],
    ['/thank-you/newsletter', '/thank-you/*'],
    ['/no/such/page', '/*'],
    ['/assets/entry.client-abc123.js', '/assets/*'],
    ['/favicon.ico', '/:file'],
    ['/site.webmanifest', '/site.webmanifest'],
  ])('labels %s as %s, never by its raw path', (path, template) => {
    expect(templateOf(path)).toBe(template);
  });

  it('labels a path asked for again, and after more made-up paths than it remembers, the same way', () => {
    const labelOf = routeTemplates(build);
    expect(labelOf('/blog/first')).toBe('/blog/:id');
    expect(labelOf('/blog/first')).toBe('/blog/:id');
    for (let i = 0; i <= routeLabelMemoSize; i++) labelOf(`/made-up/${i}`);
    expect(labelOf('/blog/first')).toBe('/blog/:id');
    expect(labelOf('/')).toBe('/');
  });
});
