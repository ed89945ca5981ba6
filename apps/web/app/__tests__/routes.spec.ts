import type { RouteConfigEntry } from '@react-router/dev/routes';
import { pagePaths } from '@hvac/site';
import { legacyRedirects, paths } from '../config/paths';
import routes from '../routes';

type Page = { path: string };
const isPage = (value: object): value is Page => typeof (value as Page).path === 'string';
const entriesOf = (tree: object): Page[] => Object.values(tree).flatMap((value: object) => (isPage(value) ? [value] : entriesOf(value)));

// Every route (pages, and data or resource routes such as the manifests), as the address pattern it answers.
const routePatterns = (list: RouteConfigEntry[]): string[] =>
  list.flatMap((entry) => [...(entry.index || entry.path !== undefined ? [entry.index ? '/' : `/${entry.path}`] : []), ...routePatterns(entry.children ?? [])]);

describe('the route table', () => {
  const patterns = routePatterns(routes);
  const known = new Set([...entriesOf(paths).map((page) => page.path), ...Object.keys(legacyRedirects)]);

  it('takes every route pattern from paths (which holds pagePaths) or from the legacy redirects', () => {
    // A splat keeps the pattern of the page it extends (/thank-you/*); the catch-all is the not-found page.
    expect(patterns.filter((pattern) => pattern !== '/*' && !known.has(pattern.replace(/\/\*$/, '')))).toEqual([]);
    expect(patterns).toEqual(expect.arrayContaining(['/', '/services/:slug', '/thank-you/*', '/admin/users', '/home']));
  });

  it('serves every entry of pagePaths and of the admin', () => {
    const served = new Set(patterns.map((pattern) => pattern.replace(/\/\*$/, '')));
    expect(entriesOf({ ...pagePaths, admin: paths.admin }).filter((page) => !served.has(page.path)).map((page) => page.path)).toEqual([]);
  });
});
