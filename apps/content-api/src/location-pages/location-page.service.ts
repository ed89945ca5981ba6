import {
  type AdminLocationPage,
  isPossibleSlug,
  locationIntroMinChars,
  type LocationPage,
  normaliseSlug,
  type OgImageChoice,
  type OgImageRead,
  type Page,
  requiredLocationPageFields,
  likePattern,
} from '@hvac/contracts';
import { pagePaths } from '@hvac/site';
import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { isUniqueViolation } from '../common/db-errors';
import { preparedRead } from '../database/prepared-read';
import { MediaService } from '../media/media.service';
import { shareImageColumns, shareImageJoin, toPublicRow } from '../media/share-image-columns';
import { RedirectService } from '../redirects/redirect.service';
import { RevisionService } from '../revisions/revision.service';
import { htmlToText, type ImageSizes, plainText, sanitizeHtmlField } from '../common/sanitize-html-field';
import type { AdminListQueryDto } from '../publishing/dto/admin-list-query.dto';
import { claimVersion, StaleSaveException } from '../publishing/edit-version';
import { PublishScheduler } from '../publishing/publish-scheduler.service';
import { adminOrder, adminStateFilter, effectiveState, nextPublication, publicRowFilter } from '../publishing/publication';
import type { LocationPageInputDto } from './dto/location-page-input.dto';
import { LocationPageEntity } from './location-page.entity';

export function toLocationPage(e: LocationPageEntity): LocationPage & OgImageChoice {
  return {
    location_id: e.id,
    slug_url: e.slug,
    main_heading: e.mainHeading,
    main_paragraph: e.mainParagraph,
    highlighted_heading: e.highlightedHeading,
    heading_1: e.heading1,
    heading_2: e.heading2,
    heading_3: e.heading3,
    heading_4: e.heading4,
    paragraph_1: e.paragraph1,
    paragraph_2: e.paragraph2,
    paragraph_3: e.paragraph3,
    paragraph_4: e.paragraph4,
    meta_title: e.metaTitle,
    meta_keywords: e.metaKeywords,
    meta_link: e.metaLink,
    meta_description: e.metaDescription,
    updated_at: e.updatedAt.toISOString(),
    og_image_id: e.ogMediaId,
  };
}

export function toAdminLocationPage(e: LocationPageEntity): AdminLocationPage & OgImageChoice {
  return { ...toLocationPage(e), state: effectiveState(e), publishAt: e.publishAt?.toISOString() ?? null, version: e.version };
}

// The public reads select the wire shape directly, in toLocationPage's key order.
const pageSelect = `SELECT location_id, slug_url, main_heading, main_paragraph, highlighted_heading, heading_1, heading_2, heading_3, heading_4,
  paragraph_1, paragraph_2, paragraph_3, paragraph_4, meta_title, meta_keywords, meta_link, meta_description, updated_at,
  og_media_id AS og_image_id, ${shareImageColumns}
FROM content.location_pages ${shareImageJoin('location_pages', false)}`;
type PageRow = Omit<LocationPage, 'updated_at'> & OgImageChoice & { updated_at: Date; share_url: string | null; share_alt: string | null };
// What the editor reads and every write answers: the page with its share picture.
type EditedLocationPage = AdminLocationPage & OgImageRead;

const notFound = () => new NotFoundException('Location page not found');

@Injectable()
export class LocationPageService {
  constructor(
    @InjectRepository(LocationPageEntity) private readonly pages: Repository<LocationPageEntity>,
    private readonly revisions: RevisionService,
    private readonly redirects: RedirectService,
    private readonly scheduler: PublishScheduler,
    private readonly media: MediaService,
  ) {}

  async list(): Promise<(LocationPage & OgImageRead)[]> {
    return (await this.read('location-pages-list', `${pageSelect} WHERE ${publicRowFilter} ORDER BY slug_url ASC`, [])).map(toPublicRow);
  }

  async listEntities(): Promise<LocationPageEntity[]> {
    return this.pages.createQueryBuilder('page').where(publicRowFilter).orderBy('page.slug', 'ASC').getMany();
  }

  // Every page or those of one state, for the admin list; q finds a town by its heading or address
  // (trigram index location_pages_search_idx, the same expression).
  async adminList(query: AdminListQueryDto): Promise<Page<AdminLocationPage>> {
    const [rows, total] = await this.pages
      .createQueryBuilder('page')
      .where(adminStateFilter[query.state ?? 'any'])
      .andWhere(query.q ? `(page.main_heading || ' ' || page.slug_url) ILIKE :pattern` : 'TRUE', { pattern: likePattern(query.q ?? '') })
      .orderBy(adminOrder(query.state, 'location_id'))
      .take(query.limit)
      .skip(query.offset)
      .getManyAndCount();
    return { items: rows.map(toAdminLocationPage), total, limit: query.limit, offset: query.offset };
  }

  // Any page whatever its state, for the editor.
  async adminFindById(id: number): Promise<EditedLocationPage> {
    const found = await this.pages.findOneBy({ id });
    if (!found) throw notFound();
    return this.edited(found);
  }

  async findById(id: number): Promise<LocationPage & OgImageRead> {
    const [page] = await this.read('location-page-by-id', `${pageSelect} WHERE location_id = $1 AND ${publicRowFilter}`, [id]);
    if (!page) throw notFound();
    return toPublicRow(page);
  }

  async findBySlug(slug: string): Promise<LocationPage & OgImageRead> {
    const wanted = slug.toLowerCase();
    const [page] = isPossibleSlug(wanted) ? await this.read('location-page-by-slug', `${pageSelect} WHERE slug_url = $1 AND ${publicRowFilter}`, [wanted]) : [];
    if (!page) throw notFound();
    return toPublicRow(page);
  }

  async create(input: LocationPageInputDto, author: string): Promise<EditedLocationPage> {
    const publication = nextPublication(null, { state: input.state, publishAt: input.publishAt });
    return this.saved(await this.persist(this.pages.create({ ...(await this.fields(input)), ...publication }), author, null));
  }

  // expectedVersion: the version the editor loaded (If-Match); a save over a newer one is refused with 409.
  async update(id: number, input: LocationPageInputDto, author: string, expectedVersion?: number): Promise<EditedLocationPage> {
    const existing = await this.pages.findOneBy({ id });
    if (!existing) throw notFound();
    // Only an address visitors could reach is worth a redirect when the slug changes.
    const previousPath = effectiveState(existing) === 'published' ? pagePaths.location.getHref(existing.slug) : null;
    const publication = nextPublication({ state: existing.state, publishAt: existing.publishAt }, { state: input.state, publishAt: input.publishAt });
    return this.saved(await this.persist(this.pages.merge(existing, { ...(await this.fields(input)), ...publication }), author, previousPath, expectedVersion));
  }

  // The page's content as saved: sanitised (images of the library with their sizes) and its share picture.
  private async fields(input: LocationPageInputDto): Promise<Partial<LocationPageEntity>> {
    const sizeOf = await this.media.sizesIn(htmlFields.map((field) => input[field] ?? ''));
    return { ...fromInput(input, sizeOf), ...(await this.media.shareChoice(input.og_image_id)) };
  }

  private async saved(entity: LocationPageEntity): Promise<EditedLocationPage> {
    if (entity.state === 'scheduled' && entity.publishAt) await this.scheduler.schedule({ kind: 'location-page', id: entity.id }, entity.publishAt);
    return this.edited(entity);
  }

  private async edited(entity: LocationPageEntity): Promise<EditedLocationPage> {
    return { ...toAdminLocationPage(entity), og_image: await this.media.shareImageOf(entity.ogMediaId, '') };
  }

  // redirectTo: where the page's address sends visitors from now on (a redirect made in the same transaction).
  async remove(id: number, redirectTo?: string): Promise<void> {
    await this.pages.manager.transaction(async (m) => {
      const existing = await m.findOneBy(LocationPageEntity, { id });
      if (!existing) throw notFound();
      await m.delete(LocationPageEntity, { id });
      await this.revisions.forget(m, 'location-page', id);
      if (redirectTo) await this.redirects.onAddressRemoved(m, pagePaths.location.getHref(existing.slug), redirectTo);
    });
  }

  private read(name: string, text: string, values: unknown[]): Promise<PageRow[]> {
    return preparedRead<PageRow>(this.pages.manager.connection, name, text, values);
  }

  // One transaction: the page, its revision and the redirect from a renamed address are saved together or not at all.
  private async persist(entity: LocationPageEntity, author: string, previousPath: string | null, expectedVersion?: number): Promise<LocationPageEntity> {
    try {
      return await this.pages.manager.transaction(async (m) => {
        if (entity.id !== undefined) {
          const claim = await claimVersion(m, 'location-page', entity.id, expectedVersion);
          if ('stored' in claim) {
            throw new StaleSaveException(await this.revisions.staleSave(m, 'location-page', entity.id, claim.stored, toLocationPage(entity), author), 'location page');
          }
          entity.version = claim.claimed;
        }
        const saved = await m.save(entity);
        await this.redirects.onAddressSaved(m, pagePaths.location.getHref(saved.slug), previousPath);
        await this.revisions.record(m, 'location-page', saved.id, toLocationPage(saved), author);
        return saved;
      });
    } catch (error) {
      if (isUniqueViolation(error, 'location_pages_slug_url_key')) {
        throw new ConflictException(`A location page with the slug "${entity.slug}" already exists`);
      }
      throw error;
    }
  }
}

// The admin form's rules, checked on what is left after sanitising: an empty or thin page is refused.
function requireContent(input: LocationPageInputDto, mainParagraph: string): void {
  for (const field of requiredLocationPageFields) {
    const value = field === 'main_paragraph' ? htmlToText(mainParagraph) : plainText(input[field] ?? '');
    if (value.trim() === '') throw new BadRequestException(`${field} is required`);
  }
  if (htmlToText(mainParagraph).trim().length < locationIntroMinChars) {
    throw new BadRequestException(`main_paragraph must have at least ${locationIntroMinChars} characters of text`);
  }
}

const htmlFields = ['main_paragraph', 'paragraph_1', 'paragraph_2', 'paragraph_3', 'paragraph_4'] as const;
type HtmlField = (typeof htmlFields)[number];

function fromInput(input: LocationPageInputDto, sizeOf: ImageSizes): Partial<LocationPageEntity> {
  const slug = normaliseSlug(input.slug_url?.trim() || input.main_heading);
  if (!slug) throw new BadRequestException('slug_url must contain letters or digits (it is taken from main_heading when empty)');
  const text = (v: string | undefined | null) => plainText(v ?? '');
  const html = (field: HtmlField) => sanitizeHtmlField(input[field] ?? '', field, sizeOf);
  const mainParagraph = html('main_paragraph');
  requireContent(input, mainParagraph);
  return {
    slug,
    mainHeading: text(input.main_heading),
    mainParagraph,
    highlightedHeading: text(input.highlighted_heading),
    heading1: text(input.heading_1),
    heading2: text(input.heading_2),
    heading3: text(input.heading_3),
    heading4: text(input.heading_4),
    paragraph1: html('paragraph_1'),
    paragraph2: html('paragraph_2'),
    paragraph3: html('paragraph_3'),
    paragraph4: html('paragraph_4'),
    metaTitle: text(input.meta_title),
    metaKeywords: text(input.meta_keywords),
    metaLink: input.meta_link ?? '',
    metaDescription: text(input.meta_description),
  };
}
