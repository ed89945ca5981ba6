import type { StaffRole } from '@hvac/contracts';
import { type INestApplication, RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { DiscoveryService, MetadataScanner, ModulesContainer } from '@nestjs/core';
import { declaredAccess, type RouteAccess } from '@hvac/server-kit';

// Who calls: nobody signed in, a signed-in user without a staff role, or one of the staff roles.
export type Caller = 'anonymous' | 'no role' | StaffRole;
export const callers: readonly Caller[] = ['anonymous', 'no role', 'owner', 'admin', 'editor'];

// Every route the application serves, as "METHOD /path" with Nest's :param placeholders, with the access its
// @Access declares (undefined when it declares none), read from the controllers Nest discovered.
export function discoverRoutes(app: INestApplication): [route: string, access: RouteAccess | undefined][] {
  const discovery = new DiscoveryService(app.get(ModulesContainer));
  const scanner = new MetadataScanner();
  const routes = new Map<string, RouteAccess | undefined>();
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
        routes.set(`${RequestMethod[method]} ${full}`, declaredAccess(handler, controller));
      }
    }
  }
  return [...routes].sort(([a], [b]) => a.localeCompare(b));
}

// Whether a caller may pass the route's guards.
function mayCall(access: RouteAccess, caller: Caller): boolean {
  if (access === 'public') return true;
  if (caller === 'anonymous') return false;
  if (access === 'signed-in') return true;
  if (caller === 'no role') return false;
  return access === 'staff' || access.includes(caller);
}

// The status a refused caller must get: 401 without a token, 403 with a valid token of the wrong role.
const refusalStatus = (caller: Caller) => (caller === 'anonymous' ? 401 : 403);

export type CallAs = (caller: Caller, method: string, pattern: string) => Promise<{ status: number; body: unknown }>;

// Calls every route as every caller and lists where the answer differs from the route's @Access: a caller let
// through got 401 or 403, or a refused one got anything but 401 (anonymous) / 403 (wrong role) with a message.
export async function accessMismatches(routes: [route: string, access: RouteAccess | undefined][], callAs: CallAs): Promise<string[]> {
  const mismatches: string[] = [];
  for (const [route, access] of routes) {
    if (access === undefined) {
      mismatches.push(`${route}: no @Access declaration`);
      continue;
    }
    const [method, pattern] = route.split(' ') as [string, string];
    for (const caller of callers) {
      const { status, body } = await callAs(caller, method, pattern);
      const refusedAsDeclared = status === refusalStatus(caller) && typeof (body as { message?: unknown } | undefined)?.message === 'string';
      if (mayCall(access, caller) ? status === 401 || status === 403 : !refusedAsDeclared) mismatches.push(`${route} as ${caller}: ${status} (declared ${JSON.stringify(access)})`);
    }
  }
  return mismatches;
}
