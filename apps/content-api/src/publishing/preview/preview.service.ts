import { createHash, randomBytes } from 'node:crypto';
import type { Preview, PreviewKind, PreviewLink } from '@hvac/contracts';
import { pagePaths } from '@hvac/site';
import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, MoreThan, type Repository } from 'typeorm';
import { BlogService } from '../../blogs/blog.service';
import { LocationPageService } from '../../location-pages/location-page.service';
import { PreviewLinkEntity } from './preview-link.entity';

export const previewLifetimeMs = 24 * 60 * 60 * 1000;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
const expired = () => new NotFoundException('This preview link has expired or was revoked');

// A preview link holds 256 random bits; the database keeps only their hash, so a leaked table
// opens no preview. Valid for 24 hours unless revoked.
@Injectable()
export class PreviewService {
  constructor(
    @InjectRepository(PreviewLinkEntity) private readonly links: Repository<PreviewLinkEntity>,
    private readonly blogs: BlogService,
    private readonly pages: LocationPageService,
  ) {}

  async create(kind: PreviewKind, id: number): Promise<PreviewLink> {
    await this.read(kind, id); // 404 for an item that does not exist
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + previewLifetimeMs);
    await this.links.insert({ tokenHash: hashOf(token), kind, itemId: id, expiresAt, revokedAt: null });
    return { path: pagePaths.preview.getHref(token), expiresAt: expiresAt.toISOString() };
  }

  // Every open link of the item stops working at once.
  async revokeAll(kind: PreviewKind, id: number): Promise<number> {
    const { affected } = await this.links.update({ kind, itemId: id, revokedAt: IsNull() }, { revokedAt: new Date() });
    return affected ?? 0;
  }

  async open(token: string): Promise<Preview> {
    if (!/^[A-Za-z0-9_-]{43}$/.test(token)) throw expired();
    const link = await this.links.findOneBy({ tokenHash: hashOf(token), revokedAt: IsNull(), expiresAt: MoreThan(new Date()) });
    if (!link) throw expired();
    return this.read(link.kind, link.itemId);
  }

  // The item in its public wire shape, whatever its state.
  private async read(kind: PreviewKind, id: number): Promise<Preview> {
    if (kind === 'blog') {
      const { state: _state, publishAt: _publishAt, ...item } = await this.blogs.adminFindById(id);
      return { kind, item };
    }
    const { state: _state, publishAt: _publishAt, ...item } = await this.pages.adminFindById(id);
    return { kind, item };
  }
}
