import {
  type AdminBlog,
  type Blog,
  type BlogImageText,
  type BlogSection,
  type BlogSummary,
  contentLimits,
  isPossibleSlug,
  normaliseSlug,
  type OgImageChoice,
  type OgImageRead,
  type Page,
  toTorontoWallTime,
  likePattern,
} from '@hvac/contracts';
import { pagePaths } from '@hvac/site';
import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { QueryResultRow } from 'pg';
import type { Repository } from 'typeorm';
import { CategoryService } from '../categories/category.service';
import { isForeignKeyViolation, isUniqueViolation } from '../common/db-errors';
import { preparedRead } from '../database/prepared-read';
import { RedirectService } from '../redirects/redirect.service';
import { RevisionService } from '../revisions/revision.service';
import { imageTextColumns } from '../media/image-text-columns';
import { MediaService } from '../media/media.service';
import { mainImageJoin, shareImageColumns, shareImageJoin, toPublicRow } from '../media/share-image-columns';
import { type ImageSizes, plainText, sanitizeHtmlField } from '../common/sanitize-html-field';
import type { AdminListQueryDto } from '../publishing/dto/admin-list-query.dto';
import { claimVersion, StaleSaveException } from '../publishing/edit-version';
import { PublishScheduler } from '../publishing/publish-scheduler.service';
import {
  adminOrder,
  adminStateFilter,
  effectiveState,
  nextPublication,
  parsePublishAt,
  publicRowFilter,
  publishedDateOf,
  type StoredPublication,
} from '../publishing/publication';
import { BlogEntity } from './blog.entity';
import type { BlogInputDto } from './dto/blog-input.dto';
import type { BlogQueryDto } from './dto/blog-query.dto';

export function toBlog(e: BlogEntity): Blog & OgImageChoice {
  return {
    blog_id: e.id,
    title: e.title,
    slug_url: e.slug,
    brief_paragraph: e.briefParagraph,
    blog_image: e.image,
    published_date: e.publishedDate,
    category: e.categoryId,
    metaTitle: e.metaTitle,
    metaDescription: e.metaDescription,
    canonicalLink: e.canonicalLink,
    blogs_content: e.sections,
    updated_at: e.updatedAt.toISOString(),
    og_image_id: e.ogMediaId,
  };
}

export function toAdminBlog(e: BlogEntity): AdminBlog & OgImageChoice {
  return { ...toBlog(e), state: effectiveState(e), publishAt: e.publishAt?.toISOString() ?? null, version: e.version };
}

// The public reads select the wire shape directly, in toBlog's key order; a summary is its first fields.
const summaryColumns = `blog_id, title, slug_url, brief_paragraph, blog_image, to_char(published_date, 'YYYY-MM-DD') AS published_date,
  category_id AS category`;
const blogSelect = `SELECT ${summaryColumns}, meta_title AS "metaTitle", meta_description AS "metaDescription", canonical_link AS "canonicalLink",
  blogs_content, updated_at, og_media_id AS og_image_id, COALESCE(main_image.alt, '') AS blog_image_alt,
  COALESCE(main_image.caption, '') AS blog_image_caption, ${shareImageColumns}
FROM content.blogs ${mainImageJoin('blogs', 'blog_image')} ${shareImageJoin('blogs', true)}`;
const summarySelect = `SELECT ${summaryColumns} FROM content.blogs`;
// What the public sees of the posts, optionally of one category ($1, null for all).
const publicListFilter = `${publicRowFilter} AND ($1::int IS NULL OR category_id = $1)`;
type BlogRow = Omit<Blog, 'updated_at'> & BlogImageText & OgImageChoice & { updated_at: Date; share_url: string | null; share_alt: string | null };
// What the editor reads and every write answers: the post with its image's text and its share picture.
type EditedBlog = AdminBlog & BlogImageText & OgImageRead;

@Injectable()
export class BlogService {
  constructor(
    @InjectRepository(BlogEntity) private readonly blogs: Repository<BlogEntity>,
    private readonly categories: CategoryService,
    private readonly revisions: RevisionService,
    private readonly redirects: RedirectService,
    private readonly scheduler: PublishScheduler,
    private readonly media: MediaService,
  ) {}

  // One query whatever the number of posts: sections live in the row as JSON.
  async list(query: BlogQueryDto = {}): Promise<Blog[] | BlogSummary[]> {
    // A null limit is LIMIT ALL and a null offset OFFSET 0, so one statement serves every variant.
    const filterAndPage = `WHERE ${publicListFilter} ORDER BY publish_at DESC, blog_id DESC LIMIT $2 OFFSET $3`;
    const values = [await this.categoryFilter(query.category), query.limit ?? null, query.offset ?? null];
    if (query.fields === 'summary') return this.read<BlogSummary>('blogs-summary-list', `${summarySelect} ${filterAndPage}`, values);
    return (await this.read<BlogRow>('blogs-list', `${blogSelect} ${filterAndPage}`, values)).map(toPublicRow);
  }

  // How many posts list() returns with the same filter: the partial indexes of the public list answer it.
  async count(category?: number): Promise<number> {
    const [row] = await this.read<{ total: number }>('blogs-count', `SELECT count(*)::int AS total FROM content.blogs WHERE ${publicListFilter}`, [
      await this.categoryFilter(category),
    ]);
    return row?.total ?? 0;
  }

  // Public posts newest first, for feeds and the sitemap.
  async listForFeeds(): Promise<BlogEntity[]> {
    return this.blogs.createQueryBuilder('blog').where(publicRowFilter).orderBy('blog.publishAt', 'DESC').addOrderBy('blog.id', 'DESC').getMany();
  }

  // Every post or those of one state, for the admin list; q finds a title (trigram index blogs_title_search_idx).
  async adminList(query: AdminListQueryDto): Promise<Page<AdminBlog>> {
    const [rows, total] = await this.blogs
      .createQueryBuilder('blog')
      .where(adminStateFilter[query.state ?? 'any'])
      .andWhere(query.q ? 'blog.title ILIKE :pattern' : 'TRUE', { pattern: likePattern(query.q ?? '') })
      .orderBy(adminOrder(query.state, 'blog_id'))
      .take(query.limit)
      .skip(query.offset)
      .getManyAndCount();
    return { items: rows.map(toAdminBlog), total, limit: query.limit, offset: query.offset };
  }

  // Any post whatever its state, for the editor.
  async adminFindById(id: number): Promise<EditedBlog> {
    const found = await this.blogs.findOneBy({ id });
    if (!found) throw new NotFoundException('Blog not found');
    return this.edited(found);
  }

  // A number is tried as an id first; a slug that happens to be all digits still resolves.
  async findByIdOrSlug(idOrSlug: string): Promise<Blog & BlogImageText & OgImageRead> {
    const slug = idOrSlug.toLowerCase();
    const found =
      (/^\d{1,9}$/.test(idOrSlug) ? (await this.read<BlogRow>('blog-by-id', `${blogSelect} WHERE blog_id = $1 AND ${publicRowFilter}`, [Number(idOrSlug)]))[0] : undefined) ??
      (isPossibleSlug(slug) ? (await this.read<BlogRow>('blog-by-slug', `${blogSelect} WHERE slug_url = $1 AND ${publicRowFilter}`, [slug]))[0] : undefined);
    if (!found) throw new NotFoundException('Blog not found');
    return toPublicRow(found);
  }

  async create(input: BlogInputDto, author: string): Promise<EditedBlog> {
    const fields = await this.fromInput(input);
    const entity = this.blogs.create({ ...fields, ...publicationFields(null, input, fields.publishedDate as string) });
    return this.saved(await this.persist(entity, author, null));
  }

  // expectedVersion: the version the editor loaded (If-Match); a save over a newer one is refused with 409.
  async update(id: number, input: BlogInputDto, author: string, expectedVersion?: number): Promise<EditedBlog> {
    const existing = await this.blogs.findOneBy({ id });
    if (!existing) throw new NotFoundException('Blog not found');
    // Only an address visitors could reach is worth a redirect when the slug changes.
    const previousPath = effectiveState(existing) === 'published' ? pagePaths.blogPost.getHref(existing.slug) : null;
    const fields = await this.fromInput(input);
    const publication = publicationFields({ state: existing.state, publishAt: existing.publishAt }, input, fields.publishedDate as string);
    return this.saved(await this.persist(this.blogs.merge(existing, { ...fields, ...publication }), author, previousPath, expectedVersion));
  }

  // Writes answer with the post as the editor shows it.
  private async saved(entity: BlogEntity): Promise<EditedBlog> {
    if (entity.state === 'scheduled' && entity.publishAt) await this.scheduler.schedule({ kind: 'blog', id: entity.id }, entity.publishAt);
    return this.edited(entity);
  }

  private async edited(entity: BlogEntity): Promise<EditedBlog> {
    const [text, share] = await Promise.all([this.imageTextOf(entity), this.media.shareImageOf(entity.ogMediaId, entity.image)]);
    return { ...toAdminBlog(entity), ...text, og_image: share };
  }

  // redirectTo: where the post's address sends visitors from now on (a redirect made in the same transaction).
  async remove(id: number, redirectTo?: string): Promise<void> {
    await this.blogs.manager.transaction(async (m) => {
      const existing = await m.findOneBy(BlogEntity, { id });
      if (!existing) throw new NotFoundException('Blog not found');
      await m.delete(BlogEntity, { id });
      await this.revisions.forget(m, 'blog', id);
      if (redirectTo) await this.redirects.onAddressRemoved(m, pagePaths.blogPost.getHref(existing.slug), redirectTo);
    });
  }

  // One transaction: the post, its revision and the redirect from a renamed address are saved together or not at all.
  private async persist(entity: BlogEntity, author: string, previousPath: string | null, expectedVersion?: number): Promise<BlogEntity> {
    try {
      return await this.blogs.manager.transaction(async (m) => {
        if (entity.id !== undefined) {
          const claim = await claimVersion(m, 'blog', entity.id, expectedVersion);
          if ('stored' in claim) throw new StaleSaveException(await this.revisions.staleSave(m, 'blog', entity.id, claim.stored, toBlog(entity), author), 'post');
          entity.version = claim.claimed;
        }
        const saved = await m.save(entity);
        await this.redirects.onAddressSaved(m, pagePaths.blogPost.getHref(saved.slug), previousPath);
        await this.revisions.record(m, 'blog', saved.id, toBlog(saved), author);
        return saved;
      });
    } catch (error) {
      if (isUniqueViolation(error, 'blogs_slug_url_key')) {
        throw new ConflictException(`A blog with the slug "${entity.slug}" already exists`);
      }
      // The category was deleted between the check and the insert.
      if (isForeignKeyViolation(error)) throw new BadRequestException(`category ${entity.categoryId} does not exist`);
      throw error;
    }
  }

  private async fromInput(input: BlogInputDto): Promise<Partial<BlogEntity>> {
    const slug = normaliseSlug(input.slug_url?.trim() || input.title);
    if (!slug) throw new BadRequestException('slug_url must contain letters or digits (it is taken from the title when empty)');
    if (!(await this.categories.exists(input.category))) throw new BadRequestException(`category ${input.category} does not exist`);
    const sizeOf = await this.media.sizesIn([input.brief_paragraph ?? '', ...(input.blogs_content ?? []).map((s) => s.paragraph ?? '')]);
    return {
      title: plainText(input.title),
      slug,
      briefParagraph: sanitizeHtmlField(input.brief_paragraph ?? '', 'brief_paragraph', sizeOf),
      image: input.blog_image ?? '',
      publishedDate: toIsoDate(input.published_date),
      categoryId: input.category,
      metaTitle: plainText(input.metaTitle ?? ''),
      metaDescription: plainText(input.metaDescription ?? ''),
      canonicalLink: input.canonicalLink ?? '',
      sections: cleanSections(input.blogs_content ?? [], sizeOf),
      ...(await this.media.shareChoice(input.og_image_id)),
    };
  }

  private async imageTextOf(saved: BlogEntity): Promise<BlogImageText> {
    const [text] = await this.read<BlogImageText>('blog-image-text', `SELECT ${imageTextColumns('$1::varchar', 'blog_image_alt', 'blog_image_caption')}`, [saved.image]);
    return text as BlogImageText;
  }

  private read<Row extends QueryResultRow>(name: string, text: string, values: unknown[]): Promise<Row[]> {
    return preparedRead<Row>(this.blogs.manager.connection, name, text, values);
  }

  // The category to filter by, or null for every post (no category, or the 'All' category).
  private async categoryFilter(id: number | undefined): Promise<number | null> {
    if (id === undefined) return null;
    const all = await this.categories.findAll();
    return all?.id === id ? null : id;
  }
}

// Drops the items left empty in the form (the form starts with ten), sanitises the rest.
export function cleanSections(items: readonly Partial<BlogSection>[], sizeOf: ImageSizes): BlogSection[] {
  const kept = items
    .map((s, i) => ({ heading: plainText(s.heading ?? ''), paragraph: sanitizeHtmlField(s.paragraph ?? '', `blogs_content[${i}].paragraph`, sizeOf) }))
    .filter((s) => s.heading !== '' || s.paragraph !== '');
  if (kept.length > contentLimits.sectionsMax) {
    throw new BadRequestException(`blogs_content must have at most ${contentLimits.sectionsMax} non-empty items`);
  }
  return kept;
}

// The state and publish time a save leaves; published_date follows the publish time, so the date a
// post shows is the day it went (or goes) public in Toronto.
function publicationFields(current: StoredPublication | null, input: BlogInputDto, date: string): Partial<BlogEntity> {
  const publication = nextPublication(current, { state: input.state, publishAt: input.publishAt, publishedDate: input.published_date || undefined });
  return { ...publication, publishedDate: publishedDateOf(publication.state === 'draft' ? null : publication) ?? date };
}

// The Toronto calendar day of published_date (a date, a Toronto wall time or an instant).
function toIsoDate(value: string | undefined): string {
  return toTorontoWallTime(value ? parsePublishAt(value, 'published_date') : new Date()).slice(0, 10);
}
