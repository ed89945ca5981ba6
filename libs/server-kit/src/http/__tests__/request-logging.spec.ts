import { Writable } from 'node:stream';
import { Controller, Get, Module, Param, Query } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { LoggerModule } from 'nestjs-pino';
import { createHttpApp } from '../start-http-service';

// Every log line of the request logger, as the services write them.
const lines: string[] = [];
const sink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(...chunk.toString().split('\n').filter(Boolean));
    done();
  },
});

@Controller()
class SecretLinksController {
  @Get('api/preview/:token')
  preview(@Param('token') token: string) {
    return { token: token.length };
  }

  @Get('newsletter/confirm')
  confirm(@Query('token') token: string) {
    return { token: token.length };
  }

  @Get('api/blogs/:id')
  blog(@Param('id') id: string) {
    return { id };
  }
}

@Module({ imports: [LoggerModule.forRoot({ pinoHttp: [{ level: 'info' }, sink], forRoutes: [] })], controllers: [SecretLinksController] })
class LoggingTestModule {}

describe('request logs never carry a secret link', () => {
  let app: NestFastifyApplication;
  let baseUrl: string;

  beforeAll(async () => {
    app = await createHttpApp(LoggingTestModule, { name: 'log-test', port: 0, docsPath: 'docs' }, { trustedProxies: [], apiDocs: false });
    await app.listen(0, '127.0.0.1');
    baseUrl = `http://127.0.0.1:${(app.getHttpServer().address() as { port: number }).port}`;
  });
  afterAll(() => app.close());

  const secret = 'S3cr3tPreviewToken_0123456789abcdefghijklmnop';
  const requested = async (path: string) => {
    lines.length = 0;
    await (await fetch(`${baseUrl}${path}`)).text();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const logged = lines.map((line) => JSON.parse(line) as { req?: { url: string } }).filter((l) => l.req);
    expect(logged).toHaveLength(1);
    expect(lines.join('\n')).not.toContain(secret);
    return logged[0]?.req?.url;
  };

  it.each([
    ['/api/preview/<token>', `/api/preview/${secret}`, '/api/preview/[redacted]'],
    ['any case and a trailing slash', `/API/Preview/${secret}/`, '/API/Preview/[redacted]/'],
    ['a newsletter confirm link', `/newsletter/confirm?token=${secret}&utm_source=mail`, '/newsletter/confirm?token=[redacted]&utm_source=mail'],
    ['an encoded parameter name', `/newsletter/confirm?t%6Fken=${secret}`, '/newsletter/confirm?t%6Fken=[redacted]'],
  ])('logs %s without the token', async (_case, path, logged) => {
    expect(await requested(path)).toBe(logged);
  });

  it('keeps everything else of the address', async () => {
    expect(await requested('/api/blogs/42?fields=summary')).toBe('/api/blogs/42?fields=summary');
  });
});
