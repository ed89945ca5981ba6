import { type Blog, type BlogImageText, type BlogSection, type BlogSummary, contentLimits, isPossibleSlug, normaliseSlug } from '@hvac/contracts';
import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { QueryResultRow } from 'pg';
import type { Repository } from 'typeorm';
import { CategoryService } from '../categories/category.service';
import { isForeignKeyViolation, isUniqueViolation } from '../common/db-errors';
import { preparedRead, withIsoUpdatedAt } from '../database/prepared-read';
import { imageTextColumns } from '../media/image-text-columns';
import { plainText, sanitizeHtmlField } from '../common/sanitize-html-field';
import { BlogEntity } from './blog.entity';
import type { BlogInputDto } from './dto/blog-input.dto';
import type { BlogQueryDto } from './dto/blog-query.dto';

export function toBlog(e: BlogEntity): Blog {
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
  };
}

// The public reads select the wire shape directly, in toBlog's key order; a summary is its first fields.
const summaryColumns = `blog_id, title, slug_url, brief_paragraph, blog_image, to_char(published_date, 'YYYY-MM-DD') AS published_date,
  category_id AS category`;
const blogSelect = `SELECT ${summaryColumns}, meta_title AS "metaTitle", meta_description AS "metaDescription", canonical_link AS "canonicalLink",
  blogs_content, updated_at, ${imageTextColumns('blogs.blog_image', 'blog_image_alt', 'blog_image_caption')}
FROM content.blogs`;
const summarySelect = `SELECT ${summaryColumns} FROM content.blogs`;
type BlogRow = Omit<Blog, 'updated_at'> & BlogImageText & { updated_at: Date };

@Injectable()
export class BlogService {
  constructor(
    @InjectRepository(BlogEntity) private readonly blogs: Repository<BlogEntity>,
    private readonly categories: CategoryService,
  ) {}

  // One query whatever the number of posts: sections live in the row as JSON.
  async list(query: BlogQueryDto = {}): Promise<Blog[] | BlogSummary[]> {
    const category = query.category !== undefined && !(await this.isAllCategory(query.category)) ? query.category : null;
    // A null limit is LIMIT ALL and a null offset OFFSET 0, so one statement serves every variant.
    const filterAndPage = `WHERE ($1::int IS NULL OR category_id = $1) ORDER BY published_date DESC, blog_id DESC LIMIT $2 OFFSET $3`;
    const values = [category, query.limit ?? null, query.offset ?? null];
    if (query.fields === 'summary') return this.read<BlogSummary>('blogs-summary-list', `${summarySelect} ${filterAndPage}`, values);
    return (await this.read<BlogRow>('blogs-list', `${blogSelect} ${filterAndPage}`, values)).map(withIsoUpdatedAt);
  }

  // Newest first, for feeds and the sitemap.
  async listForFeeds(): Promise<BlogEntity[]> {
    return this.blogs.find({ order: { publishedDate: 'DESC', id: 'DESC' } });
  }

  // A number is tried as an id first; a slug that happens to be all digits still resolves.
  async findByIdOrSlug(idOrSlug: string): Promise<Blog & BlogImageText> {
    const slug = idOrSlug.toLowerCase();
    const found =
      (/^\d{1,9}$/.test(idOrSlug) ? (await this.read<BlogRow>('blog-by-id', `${blogSelect} WHERE blog_id = $1`, [Number(idOrSlug)]))[0] : undefined) ??
      (isPossibleSlug(slug) ? (await this.read<BlogRow>('blog-by-slug', `${blogSelect} WHERE slug_url = $1`, [slug]))[0] : undefined);
    if (!found) throw new NotFoundException('Blog not found');
    return withIsoUpdatedAt(found);
  }

  // Writes answer with the post as the public reads show it, image alt text and caption included.
  async create(input: BlogInputDto): Promise<Blog & BlogImageText> {
    const entity = this.blogs.create(await this.fromInput(input));
    return this.withImageText(await this.persist(entity));
  }

  async update(id: number, input: BlogInputDto): Promise<Blog & BlogImageText> {
    const existing = await this.blogs.findOneBy({ id });
    if (!existing) throw new NotFoundException('Blog not found');
    return this.withImageText(await this.persist(this.blogs.merge(existing, await this.fromInput(input))));
  }

  async remove(id: number): Promise<void> {
    const { affected } = await this.blogs.delete({ id });
    if (!affected) throw new NotFoundException('Blog not found');
  }

  private async persist(entity: BlogEntity): Promise<BlogEntity> {
    try {
      return await this.blogs.save(entity);
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
    return {
      title: plainText(input.title),
      slug,
      briefParagraph: sanitizeHtmlField(input.brief_paragraph ?? ''),
      image: input.blog_image ?? '',
      publishedDate: toIsoDate(input.published_date),
      categoryId: input.category,
      metaTitle: plainText(input.metaTitle ?? ''),
      metaDescription: plainText(input.metaDescription ?? ''),
      canonicalLink: input.canonicalLink ?? '',
      sections: cleanSections(input.blogs_content ?? []),
    };
  }

  private async withImageText(saved: BlogEntity): Promise<Blog & BlogImageText> {
    const [text] = await this.read<BlogImageText>('blog-image-text', `SELECT ${imageTextColumns('$1::varchar', 'blog_image_alt', 'blog_image_caption')}`, [saved.image]);
    return { ...toBlog(saved), ...text };
  }

  private read<Row extends QueryResultRow>(name: string, text: string, values: unknown[]): Promise<Row[]> {
    return preparedRead<Row>(this.blogs.manager.connection, name, text, values);
  }

  private async isAllCategory(id: number): Promise<boolean> {
    const all = await this.categories.findAll();
    return all?.id === id;
  }
}

// Drops the items left empty in the form (the form starts with ten), sanitises the rest.
export function cleanSections(items: readonly Partial<BlogSection>[]): BlogSection[] {
  const kept = items
    .map((s) => ({ heading: plainText(s.heading ?? ''), paragraph: sanitizeHtmlField(s.paragraph ?? '') }))
    .filter((s) => s.heading !== '' || s.paragraph !== '');
  if (kept.length > contentLimits.sectionsMax) {
    throw new BadRequestException(`blogs_content must have at most ${contentLimits.sectionsMax} non-empty items`);
  }
  return kept;
}

function toIsoDate(value: string | undefined): string {
  const date = value ? new Date(value) : new Date();
  if (Number.isNaN(date.getTime())) throw new BadRequestException('published_date must be an ISO date such as 2025-01-31');
  return /^\d{4}-\d{2}-\d{2}$/.test(value ?? '') ? (value as string) : date.toISOString().slice(0, 10);
}
