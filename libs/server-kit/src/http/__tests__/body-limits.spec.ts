import { Body, Controller, Module, Post } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Type } from 'class-transformer';
import { IsOptional, IsString, ValidateNested } from 'class-validator';
import { jsonLoggerModule } from '../../logging/logging.module';
import { createHttpApp } from '../start-http-service';

// A DTO that validates its own kind again, as any nested DTO does: deep input reaches deep validation.
class NodeDto {
  @IsOptional()
  @IsString()
  name?: string;

  @IsOptional()
  @ValidateNested({ each: true })
  @Type(() => NodeDto)
  children?: NodeDto[];

  @IsOptional()
  @ValidateNested()
  @Type(() => NodeDto)
  child?: NodeDto;
}

@Controller()
class EchoController {
  @Post('echo')
  echo(@Body() body: NodeDto) {
    return { ok: true, name: body.name ?? null };
  }

  @Post('raw')
  raw(@Body() body: unknown) {
    return { body };
  }
}

@Module({ imports: [jsonLoggerModule('body-test', 'silent')], controllers: [EchoController] })
class BodyTestModule {}

const nestedArrays = (depth: number) => `{"children":${'['.repeat(depth)}${']'.repeat(depth)}}`;
const nestedObjects = (depth: number) => `${'{"child":'.repeat(depth)}{}${'}'.repeat(depth)}`;

describe('request bodies are bounded before they are validated', () => {
  let app: NestFastifyApplication;
  let baseUrl: string;

  beforeAll(async () => {
    app = await createHttpApp(
      BodyTestModule,
      { name: 'body-test', port: 0, docsPath: 'docs', errorBody: (status, message) => ({ status: 'fail', code: status, message }) },
      { trustedProxies: [], apiDocs: false },
    );
    await app.listen(0, '127.0.0.1');
    const { port } = app.getHttpServer().address() as { port: number };
    baseUrl = `http://127.0.0.1:${port}`;
  });
  afterAll(() => app.close());

  const post = async (path: string, body: string | Uint8Array, type = 'application/json') => {
    const res = await fetch(`${baseUrl}${path}`, { method: 'POST', headers: { 'content-type': type }, body });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };

  it.each([
    ['an array nested 5,000 deep', nestedArrays(5_000)],
    ['an object nested 3,000 deep', nestedObjects(3_000)],
    ['an object nested 33 deep', nestedObjects(32)],
  ])('answers %s with a 400 in the service envelope that says why', async (_name, body) => {
    const reply = await post('/echo', body);
    expect(reply).toEqual({ status: 400, body: { status: 'fail', code: 400, message: 'The JSON body nests deeper than 32 levels' } });
  });

  it('accepts nesting up to the limit', async () => {
    expect((await post('/echo', nestedObjects(31))).status).toBe(201);
    expect((await post('/echo', '{"name":"a","children":[{"name":"b","children":[]}]}')).body).toEqual({ ok: true, name: 'a' });
  });

  it('refuses a JSON body with more keys and items than any form sends', async () => {
    const many = JSON.stringify(Object.fromEntries(Array.from({ length: 20_001 }, (_, i) => [`k${i}`, 0])));
    expect(await post('/raw', many)).toEqual({ status: 400, body: { status: 'fail', code: 400, message: 'The JSON body has more than 20000 keys and array items' } });
    const items = JSON.stringify({ list: Array.from({ length: 20_001 }, () => 0) });
    expect((await post('/raw', items)).status).toBe(400);
    expect((await post('/raw', JSON.stringify({ list: Array.from({ length: 19_999 }, () => 0) }))).status).toBe(201);
  });

  it('names a body that is not UTF-8, JSON or form', async () => {
    const badUtf8 = Buffer.concat([Buffer.from('{"name":"'), Buffer.from([0xc3, 0x28, 0xff]), Buffer.from('"}')]);
    expect(await post('/echo', badUtf8)).toEqual({ status: 400, body: { status: 'fail', code: 400, message: 'The request body is not valid UTF-8' } });
    expect(await post('/raw', badUtf8, 'application/x-www-form-urlencoded')).toEqual({
      status: 400,
      body: { status: 'fail', code: 400, message: 'The request body is not valid UTF-8' },
    });
    expect((await post('/raw', badUtf8, 'text/plain')).body['message']).toBe('The request body is not valid UTF-8');
    // A byte-order mark is not an error.
    expect((await post('/echo', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('{"name":"é"}')]))).body).toEqual({ ok: true, name: 'é' });
  });

  it('keeps the JSON rules it had: an empty body is {}, bad JSON and prototype poisoning are 400', async () => {
    expect((await post('/raw', '')).body).toEqual({ body: {} });
    const bad = await post('/raw', '{"a":');
    expect(bad.status).toBe(400);
    expect(bad.body['status']).toBe('fail');
    expect((await post('/raw', '{"__proto__":{"x":1}}')).status).toBe(400);
  });

  it('bounds an urlencoded form by its number of fields', async () => {
    const fields = Array.from({ length: 1_001 }, (_, i) => `f${i}=1`).join('&');
    expect(await post('/raw', fields, 'application/x-www-form-urlencoded')).toEqual({
      status: 400,
      body: { status: 'fail', code: 400, message: 'The form has more than 1000 fields' },
    });
    expect((await post('/raw', 'a=1&b=%C3%A9&b=2', 'application/x-www-form-urlencoded')).body).toEqual({ body: { a: '1', b: ['é', '2'] } });
  });
});
