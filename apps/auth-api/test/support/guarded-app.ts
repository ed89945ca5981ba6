import { Access, type AuthenticatedUser, AuthKitModule, createHttpApp, CurrentUser, jsonLoggerModule, RedisModule } from '@hvac/server-kit';
import { testRedisUrl } from '@hvac/test-harness';
import { Controller, Get, Module, Post } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';

@Controller('guarded')
class GuardedController {
  @Post('admin')
  @Access('staff')
  admin(@CurrentUser() user: AuthenticatedUser) {
    return { sub: user.sub, isAdmin: user.isAdmin };
  }

  @Get('user')
  @Access('signed-in')
  user(@CurrentUser() user: AuthenticatedUser) {
    return { sub: user.sub };
  }
}

export type Issuer = { issuer: string; audience: string };

// A service that knows auth-api only by its JWKS URL, exactly as content-api mounts AuthKitModule.
export async function startGuardedApp(
  jwksUrl: string,
  issuer: Issuer = { issuer: 'hvac-auth', audience: 'hvac-site' },
  redisUrl = testRedisUrl(),
): Promise<{ app: NestFastifyApplication; base: string }> {
  @Module({
    imports: [jsonLoggerModule('guard-test', 'silent'), RedisModule.forRoot(redisUrl), AuthKitModule.forRoot({ jwksUrl, ...issuer })],
    controllers: [GuardedController],
  })
  class GuardTestModule {}
  const app = await createHttpApp(GuardTestModule, { name: 'guard-test', port: 0, docsPath: 'docs/test', errorBody: (_s, message) => ({ message }) });
  await app.listen(0, '127.0.0.1');
  return { app, base: await app.getUrl() };
}

export const callGuarded = (base: string, token?: string, path = '/guarded/admin') =>
  fetch(`${base}${path}`, { method: path.endsWith('admin') ? 'POST' : 'GET', headers: token ? { authorization: `Bearer ${token}` } : {} });
