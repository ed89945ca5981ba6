import { type MediaItem, mediaTextMax, type Page } from '@hvac/contracts';
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

  async list(limit: number, offset: number): Promise<Page<MediaItem>> {
    const [rows, total] = await this.media.findAndCount({ order: { uploadedAt: 'DESC', id: 'DESC' }, take: limit, skip: offset });
    return { items: rows.map(toItem), total, limit, offset };
  }
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
