import type { StaffRole } from '@hvac/contracts';
import { type INestApplication, RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { DiscoveryService, MetadataScanner, ModulesContainer } from '@nestjs/core';

// Who may call a route: anyone, any signed-in user, any staff role, or only the roles listed.
export type RouteAccess = 'public' | 'signed-in' | 'staff' | readonly StaffRole[];

// Who calls: nobody signed in, a signed-in user without a staff role, or one of the staff roles.
export type Caller = 'anonymous' | 'no role' | StaffRole;
export const callers: readonly Caller[] = ['anonymous', 'no role', 'owner', 'admin', 'editor'];

// Every route the application serves, as "METHOD /path" with Nest's :param placeholders, read from the
// controllers Nest discovered. A test that compares this list with its table of decisions fails for any route
// added without one.
export function discoverRoutes(app: INestApplication): string[] {
  const discovery = new DiscoveryService(app.get(ModulesContainer));
  const scanner = new MetadataScanner();
  const routes = new Set<string>();
  for (const wrapper of discovery.getControllers()) {
    const controller = wrapper.metatype as (new (...args: never[]) => unknown) | null;
    if (!controller) continue;
    const prefix = String(Reflect.getMetadata(PATH_METADATA, controller) ?? '');
    for (const name of scanner.getAllMethodNames(controller.prototype as object)) {
      const handler = (controller.prototype as Record<string, unknown>)[name] as object;
      const path = Reflect.getMetadata(PATH_METADATA, handler) as string | string[] | undefined;
      const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
      if (path === undefined || method === undefined) continue;
      for (const one of Array.isArray(path) ? path : [path]) {
        const full = `/${[prefix, one].map((p) => p.replace(/^\/+|\/+$/g, '')).filter(Boolean).join('/')}`;
        routes.add(`${RequestMethod[method]} ${full}`);
      }
    }
  }
  return [...routes].sort();
}

// Whether a caller may pass the route's guards.
export function mayCall(access: RouteAccess, caller: Caller): boolean {
  if (access === 'public') return true;
  if (caller === 'anonymous') return false;
  if (access === 'signed-in') return true;
  if (caller === 'no role') return false;
  return access === 'staff' || access.includes(caller);
}

// The status a refused caller must get: 401 without a token, 403 with a valid token of the wrong role.
export const refusalStatus = (caller: Caller) => (caller === 'anonymous' ? 401 : 403);
