import { type RevisionComparison, siteTimeZone, type StaleSave, type StaleSaveFail, versionFromTag, versionTag } from '@hvac/contracts';
import {
  applyDecorators,
  type ArgumentsHost,
  BadRequestException,
  type CallHandler,
  Catch,
  ConflictException,
  createParamDecorator,
  type ExceptionFilter,
  type ExecutionContext,
  Injectable,
  type NestInterceptor,
  NotFoundException,
  UseFilters,
} from '@nestjs/common';
import { ApiConflictResponse, ApiHeader, ApiProperty } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type Observable, tap } from 'rxjs';
import type { EntityManager } from 'typeorm';
import { FailReply } from '../openapi/replies';

// The version a save was edited from, from its If-Match header; undefined without one (clients of the spec's API
// save as before: the last save wins). A tag that is not one of ours is refused rather than ignored.
export const IfMatchVersion = createParamDecorator((_data: unknown, context: ExecutionContext): number | undefined => {
  const header = context.switchToHttp().getRequest<FastifyRequest>().headers['if-match'];
  const version = versionFromTag(Array.isArray(header) ? header.join(',') : header);
  if (version === null) throw new BadRequestException(`If-Match must be the ETag the editor loaded, such as ${versionTag(3)}`);
  return version;
});

// Every reply that carries an editable item's version (`data.version`: the editor's reads of a post, a location page or
// the settings, and their saves) has it as the ETag, in place of the weak hash of the bytes, and is never kept by a
// cache (a copy revalidated by that tag could hide a change that does not count as a version, such as an image's alt).
// Registered for the whole app (PublishingModule); public replies carry no version and are left alone.
@Injectable()
export class VersionTagInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const reply = context.switchToHttp().getResponse<FastifyReply>();
    return next.handle().pipe(
      tap((body: { data?: { version?: unknown } } | undefined) => {
        const version = body?.data?.version;
        if (typeof version === 'number') void reply.header('etag', versionTag(version)).header('cache-control', 'no-store');
      }),
    );
  }
}


const versionedTables = {
  blog: { table: 'content.blogs', id: 'blog_id' },
  'location-page': { table: 'content.location_pages', id: 'location_id' },
} as const;

export type VersionClaim = { claimed: number } | { stored: number };

// Takes the next version of an item inside the save's transaction: one UPDATE that locks the row, so a concurrent
// save waits and then finds the version moved on (not a read-then-write race). `stored` when `expected` is no
// longer the stored version; 404 when the item was deleted meanwhile.
export async function claimVersion(m: EntityManager, kind: keyof typeof versionedTables, id: number, expected: number | undefined): Promise<VersionClaim> {
  const { table, id: idColumn } = versionedTables[kind];
  const [rows] = (await m.query(`UPDATE ${table} SET version = version + 1 WHERE ${idColumn} = $1 AND ($2::int IS NULL OR version = $2) RETURNING version`, [
    id,
    expected ?? null,
  ])) as [{ version: number }[], number];
  if (rows[0]) return { claimed: rows[0].version };
  const [stored] = (await m.query(`SELECT version FROM ${table} WHERE ${idColumn} = $1`, [id])) as { version: number }[];
  if (!stored) throw new NotFoundException(`${kind === 'blog' ? 'Blog' : 'Location page'} not found`);
  return { stored: stored.version };
}

const savedAtFormat = new Intl.DateTimeFormat('en-CA', { dateStyle: 'medium', timeStyle: 'short', timeZone: siteTimeZone });

// 409: someone saved the item after this editor loaded it. Carries who, when and the stored version.
export class StaleSaveException extends ConflictException {
  constructor(
    readonly conflict: StaleSave,
    noun: string,
  ) {
    super(
      `${conflict.savedBy ?? 'Someone'} saved a newer version of this ${noun} at ${savedAtFormat.format(new Date(conflict.savedAt))} (Toronto time), after you opened it. ` +
        `Your changes were not saved. Compare them with the newer version, or send If-Match ${versionTag(conflict.version)} to save over it.`,
    );
  }
}

// The error envelope with the conflict beside the message (the global filter keeps the message only).
@Catch(StaleSaveException)
export class StaleSaveFilter implements ExceptionFilter {
  catch(exception: StaleSaveException, host: ArgumentsHost): void {
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const body: StaleSaveFail = { status: 'fail', message: exception.message, error: exception.message, conflict: exception.conflict };
    void reply.status(409).type('application/json; charset=utf-8').send(body);
  }
}

class StaleSaveDoc {
  @ApiProperty({ type: String, nullable: true, description: 'Who saved the stored version' }) savedBy!: string | null;
  @ApiProperty({ description: 'When (ISO 8601)' }) savedAt!: string;
  @ApiProperty({ description: 'The stored version: send it as If-Match to save over it on purpose' }) version!: number;
  @ApiProperty({ type: Object, nullable: true, description: 'Posts and location pages: the refused content compared with the stored version' })
  comparison!: RevisionComparison | null;
}

class StaleSaveReply extends FailReply {
  @ApiProperty({ type: StaleSaveDoc }) conflict!: StaleSaveDoc;
}

// On a save that takes If-Match: the header, the 409 with its conflict, and the filter that sends it.
export const VersionedSave = () =>
  applyDecorators(
    ApiHeader({
      name: 'If-Match',
      required: false,
      description:
        'The ETag of the version the edit started from (the editor read sends it, and `version` in the body); the reply carries the saved version as its ETag. Without it the save replaces whatever is stored.',
    }),
    ApiConflictResponse({ type: StaleSaveReply, description: 'Or, with If-Match: a newer version was saved meanwhile (`conflict` says who and when)' }),
    UseFilters(StaleSaveFilter),
  );
