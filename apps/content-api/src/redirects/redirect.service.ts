import { likePattern, normaliseSitePath, type Page, type PageQuery, type Redirect, type RedirectInput } from '@hvac/contracts';
import { pagePaths } from '@hvac/site';
import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { RedirectEntity } from './redirect.entity';

function toRedirect(e: RedirectEntity): Redirect {
  return {
    redirect_id: e.id,
    source_path: e.sourcePath,
    target_path: e.targetPath,
    created_at: e.createdAt.toISOString(),
    updated_at: e.updatedAt.toISOString(),
  };
}

function sitePath(raw: string, field: string): string {
  const result = normaliseSitePath(raw, field);
  if (!result.ok) throw new BadRequestException(result.message);
  return result.path;
}

// The addresses of posts and location pages, which a redirect must never shadow.
const itemAddresses = [
  { prefix: pagePaths.blogPost.getHref(''), table: 'content.blogs', what: 'post' },
  { prefix: pagePaths.location.getHref(''), table: 'content.location_pages', what: 'location page' },
];

// The table is kept collapsed: every target is a final address (never itself a source), so the public
// lookup is one indexed read and a chain or loop shows up as soon as it would form.
@Injectable()
export class RedirectService {
  constructor(@InjectRepository(RedirectEntity) private readonly redirects: Repository<RedirectEntity>) {}

  // A page of redirects by old address; q finds part of either address (trigram index redirects_search_idx).
  async list({ limit, offset, q }: PageQuery & { limit: number; offset: number }): Promise<Page<Redirect>> {
    const [rows, total] = await this.redirects
      .createQueryBuilder('r')
      .where(q ? `(r.source_path || ' ' || r.target_path) ILIKE :pattern` : 'TRUE', { pattern: likePattern(q ?? '') })
      .orderBy('r.source_path', 'ASC')
      .take(limit)
      .skip(offset)
      .getManyAndCount();
    return { items: rows.map(toRedirect), total, limit, offset };
  }

  // The public lookup: the final address for an old one, or null.
  async targetOf(path: string): Promise<string | null> {
    const normalised = normaliseSitePath(path, 'path');
    if (!normalised.ok) return null;
    const row = await this.redirects.findOne({ select: { targetPath: true }, where: { sourcePath: normalised.path } });
    return row?.targetPath ?? null;
  }

  async create(input: RedirectInput): Promise<Redirect> {
    return this.redirects.manager.transaction(async (m) => toRedirect(await this.add(m, input)));
  }

  async update(id: number, input: RedirectInput): Promise<Redirect> {
    return this.redirects.manager.transaction(async (m) => {
      const { affected } = await m.delete(RedirectEntity, { id });
      if (!affected) throw new NotFoundException('Redirect not found');
      return toRedirect(await this.add(m, input, id));
    });
  }

  async remove(id: number): Promise<void> {
    const { affected } = await this.redirects.delete({ id });
    if (!affected) throw new NotFoundException('Redirect not found');
  }

  // An item is saved at `path` (it was at `previousPath` before, or is new). A redirect from the new
  // address is refused, unless it points at the item's own old address (a rename back). A renamed
  // item's old address then answers with its new one.
  async onAddressSaved(m: EntityManager, path: string, previousPath: string | null): Promise<void> {
    if (path === previousPath) return;
    const shadowing = await m.findOneBy(RedirectEntity, { sourcePath: path });
    if (shadowing && shadowing.targetPath !== previousPath) {
      throw new ConflictException(`The address ${path} already redirects to ${shadowing.targetPath}; delete that redirect first or choose another slug`);
    }
    if (shadowing) await m.delete(RedirectEntity, { id: shadowing.id });
    if (previousPath) await this.pointTo(m, previousPath, path);
  }

  // A deleted item's address is sent where the owner chose.
  async onAddressRemoved(m: EntityManager, path: string, redirectTo: string): Promise<void> {
    await this.add(m, { source_path: path, target_path: sitePath(redirectTo, 'redirectTo') });
  }

  private async add(m: EntityManager, input: RedirectInput, id?: number): Promise<RedirectEntity> {
    const source = sitePath(input.source_path, 'source_path');
    const target = sitePath(input.target_path, 'target_path');
    await this.refuseItemAddress(m, source);
    const existing = await m.findOneBy(RedirectEntity, { sourcePath: source });
    if (existing) throw new ConflictException(`A redirect from ${source} already exists (to ${existing.targetPath})`);
    return this.pointTo(m, source, target, id);
  }

  // Saves source → final target and repoints every redirect that ended at source.
  private async pointTo(m: EntityManager, source: string, target: string, id?: number): Promise<RedirectEntity> {
    const onward = await m.findOneBy(RedirectEntity, { sourcePath: target });
    const finalTarget = onward?.targetPath ?? target;
    if (finalTarget === source) {
      throw new BadRequestException(
        onward ? `A redirect from ${source} to ${target} would make a loop: ${target} already redirects to ${source}` : `A redirect from ${source} to itself would make a loop`,
      );
    }
    await m.update(RedirectEntity, { targetPath: source }, { targetPath: finalTarget });
    await m.delete(RedirectEntity, { sourcePath: source });
    if (id === undefined) return m.save(m.create(RedirectEntity, { sourcePath: source, targetPath: finalTarget }));
    // An edited redirect keeps its id (TypeORM would let the sequence pick a new one).
    await m.query(`INSERT INTO content.redirects (id, source_path, target_path) VALUES ($1, $2, $3)`, [id, source, finalTarget]);
    return m.findOneByOrFail(RedirectEntity, { id });
  }

  private async refuseItemAddress(m: EntityManager, source: string): Promise<void> {
    for (const { prefix, table, what } of itemAddresses) {
      if (!source.startsWith(prefix)) continue;
      const slug = decodeURIComponent(source.slice(prefix.length));
      const [live] = await m.query(`SELECT 1 FROM ${table} WHERE slug_url = $1`, [slug]);
      if (live) throw new ConflictException(`${source} is the address of a ${what}; rename or delete the ${what} instead`);
    }
  }
}
