import { Controller, Module, Post } from '@nestjs/common';
import { Access, AuthKitModule, createHttpApp, jsonLoggerModule, RedisModule } from '@hvac/server-kit';
import { testRedisUrl } from '@hvac/test-harness';
import type { TestAuthApp } from './auth-app';

@Controller('content')
class ProtectedController {
  @Post()
  @Access('staff')
  write() {
    return { written: true };
  }
}

export type GuardedService = {
  // POSTs to the service's admin-only route with the token as a bearer.
  write: (token: string) => Promise<Response>;
  close: () => Promise<void>;
};

// A content-api stand-in: it knows auth-api only by its JWKS URL, exactly like the real one, and a
// fresh one has no keys cached.
export async function startGuardedService(auth: TestAuthApp): Promise<GuardedService> {
  @Module({
    imports: [
      jsonLoggerModule('content-stand-in', 'silent'),
      RedisModule.forRoot(testRedisUrl()),
      AuthKitModule.forRoot({ jwksUrl: `${auth.url}/api/users/.well-known/jwks.json`, issuer: 'hvac-auth', audience: 'hvac-site' }),
    ],
    controllers: [ProtectedController],
  })
  class ContentStandIn {}
  const app = await createHttpApp(ContentStandIn, { name: 'content', port: 0, docsPath: 'docs/x', errorBody: (_s, message) => ({ status: 'fail', message }) });
  await app.listen(0, '127.0.0.1');
  const url = (await app.getUrl()).replace('[::1]', '127.0.0.1');
  return {
    write: (token) => fetch(`${url}/content`, { method: 'POST', headers: { authorization: `Bearer ${token}` } }),
    close: () => app.close(),
  };
}
