import { imageVariantWidths, likePattern, type MediaItem, mediaPrefix, mediaTextMax, type Page, type PageQuery, type ShareImage } from '@hvac/contracts';
import type { ImageSizes } from '../common/sanitize-html-field';
import { BadRequestException, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { ImageService } from './image.service';
import { MediaEntity } from './media.entity';

// What the uploader says about an image, as the multipart form fields arrive.
export type ImageDescription = { alt?: string; decorative?: string; caption?: string };

const toItem = (m: MediaEntity): MediaItem => ({
  media_id: m.id,
  url: m.url,
  alt: m.alt,
  decorative: m.decorative,
  caption: m.caption,
  width: m.width,
  height: m.height,
  uploaded_by: m.uploadedBy,
  uploaded_at: m.uploadedAt.toISOString(),
});

@Injectable()
export class MediaService {
  constructor(
    private readonly images: ImageService,
    @InjectRepository(MediaEntity) private readonly media: Repository<MediaEntity>,
  ) {}

  // The description is checked before the image is processed, so a missing alt costs no encoding.
  async upload(bytes: Buffer, description: ImageDescription, uploadedBy: string | null): Promise<MediaItem> {
    const details = checkDescription(description);
    const stored = await this.images.store(bytes);
    const row = await this.media.save(this.media.create({ ...stored, ...details, uploadedBy }));
    return toItem(row);
  }

  // og_image_id of a save as the item's fields. Left out, the choice stays as it is (clients that predate
  // it send nothing); null clears it; an id must be an image of the library.
  async shareChoice(id: number | null | undefined): Promise<{ ogMediaId?: number | null }> {
    if (id === undefined) return {};
    if (id !== null && !(await this.media.existsBy({ id }))) throw new BadRequestException(`og_image_id: ${id} is not an image of the media library`);
    return { ogMediaId: id };
  }

  // The share picture an item shows: its choice, else its main image when that came from the library;
  // null while the image has no rendition yet (the site's picture stands in).
  async shareImageOf(chosenId: number | null, mainImageUrl: string): Promise<ShareImage | null> {
    if (chosenId === null && !mainImageUrl) return null;
    const rows: ShareImage[] = await this.media.query(
      `SELECT og_url AS url, alt FROM content.media WHERE og_url IS NOT NULL AND (media_id = $1 OR ($1::int IS NULL AND url = $2))`,
      [chosenId, mainImageUrl],
    );
    return rows[0] ?? null;
  }

  // The stored sizes of the library images that HTML fields show (by the original's address or a WebP
  // variant's), so an image written without width and height still keeps its place on the page.
  async sizesIn(htmlFields: readonly string[]): Promise<ImageSizes> {
    const names = new Set<string>();
    for (const html of htmlFields) {
      for (const [, src] of html.matchAll(/<img\b[^>]*?\bsrc\s*=\s*["']?([^"'\s>]+)/gi)) {
        if (src?.startsWith(mediaPrefix)) names.add(imageName(src));
      }
    }
    if (names.size === 0) return () => undefined;
    const rows: { url: string; width: number; height: number }[] = await this.media.query(
      `SELECT url, width, height FROM content.media WHERE regexp_replace(url, '\\.[a-z0-9]+$', '') = ANY($1::text[])`,
      [[...names]],
    );
    const sizes = new Map(rows.map((r) => [imageName(r.url), { width: r.width, height: r.height }]));
    return (src) => (src.startsWith(mediaPrefix) ? sizes.get(imageName(src)) : undefined);
  }

  // q finds an image by its alt text or caption (trigram index media_search_idx, the same expression).
  async list({ limit, offset, q }: PageQuery & { limit: number; offset: number }): Promise<Page<MediaItem>> {
    const [rows, total] = await this.media
      .createQueryBuilder('m')
      .where(q ? `(m.alt || ' ' || m.caption) ILIKE :pattern` : 'TRUE', { pattern: likePattern(q ?? '') })
      .orderBy('m.uploaded_at', 'DESC')
      .addOrderBy('m.media_id', 'DESC')
      .take(limit)
      .skip(offset)
      .getManyAndCount();
    return { items: rows.map(toItem), total, limit, offset };
  }
}

// An upload's address without its extension or variant width: /media/images/<uuid>.
const variantSuffix = new RegExp(`-(?:${imageVariantWidths.join('|')})\\.webp$`);
function imageName(src: string): string {
  return src.replace(variantSuffix, '').replace(/\.[a-z0-9]+$/i, '');
}

function checkDescription({ alt = '', decorative, caption = '' }: ImageDescription): { alt: string; decorative: boolean; caption: string } {
  if (decorative !== undefined && decorative !== 'true' && decorative !== 'false') throw new BadRequestException('decorative must be true or false');
  const isDecorative = decorative === 'true';
  const text = alt.trim().replace(/\s+/g, ' ');
  if (!isDecorative && !text) {
    throw new BadRequestException('alt is required: describe what the image shows, or send decorative=true for an image that carries no information');
  }
  if ([...text].length > mediaTextMax) throw new BadRequestException(`alt must be at most ${mediaTextMax} characters`);
  const captionText = caption.trim();
  if ([...captionText].length > mediaTextMax) throw new BadRequestException(`caption must be at most ${mediaTextMax} characters`);
  // A decorative image is announced by nothing, so any alt sent with it is dropped on purpose.
  return { alt: isDecorative ? '' : text, decorative: isDecorative, caption: captionText };
}
