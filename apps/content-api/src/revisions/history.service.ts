import type { Blog, LocationPage, OgImageChoice, RevisionItemType } from '@hvac/contracts';
import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { BlogEntity } from '../blogs/blog.entity';
import { BlogService, toBlog } from '../blogs/blog.service';
import type { BlogInputDto } from '../blogs/dto/blog-input.dto';
import type { LocationPageInputDto } from '../location-pages/dto/location-page-input.dto';
import { LocationPageEntity } from '../location-pages/location-page.entity';
import { LocationPageService, toLocationPage } from '../location-pages/location-page.service';
import { RevisionService } from './revision.service';

// What a restore brings back: content only. Publication fields (date, state) stay as they are now, so a
// restore never publishes, unpublishes or reschedules anything.
const blogContent = [
  'title', 'slug_url', 'brief_paragraph', 'blog_image', 'category', 'metaTitle', 'metaDescription', 'canonicalLink', 'blogs_content', 'og_image_id',
] as const satisfies readonly (keyof (Blog & OgImageChoice))[];
const locationContent = [
  'slug_url', 'main_heading', 'main_paragraph', 'highlighted_heading', 'heading_1', 'heading_2', 'heading_3', 'heading_4',
  'paragraph_1', 'paragraph_2', 'paragraph_3', 'paragraph_4', 'meta_title', 'meta_keywords', 'meta_link', 'meta_description', 'og_image_id',
] as const satisfies readonly (keyof (LocationPage & OgImageChoice))[];

function pick<T extends object>(source: T, keys: readonly (keyof T)[]): Partial<T> {
  return Object.fromEntries(keys.filter((k) => k in source).map((k) => [k, source[k]])) as Partial<T>;
}

@Injectable()
export class HistoryService {
  constructor(
    private readonly revisions: RevisionService,
    private readonly blogService: BlogService,
    private readonly locationService: LocationPageService,
    @InjectRepository(BlogEntity) private readonly blogs: Repository<BlogEntity>,
    @InjectRepository(LocationPageEntity) private readonly pages: Repository<LocationPageEntity>,
  ) {}

  // Saves the revision's content over the item through the normal save, which validates it (slug
  // collisions, categories), records the rename's redirect and keeps a new revision.
  async restore(itemType: RevisionItemType, itemId: number, revisionId: number, author: string): Promise<Blog | LocationPage> {
    const { snapshot } = await this.revisions.find(itemType, itemId, revisionId);
    if (itemType === 'blog') {
      const current = await this.blogs.findOneBy({ id: itemId });
      if (!current) throw new NotFoundException('Blog not found');
      const input = { ...toBlog(current), ...pick(snapshot as Blog & OgImageChoice, blogContent) };
      return this.blogService.update(itemId, input as BlogInputDto, author);
    }
    const current = await this.pages.findOneBy({ id: itemId });
    if (!current) throw new NotFoundException('Location page not found');
    const input = { ...toLocationPage(current), ...pick(snapshot as LocationPage & OgImageChoice, locationContent) };
    return this.locationService.update(itemId, input as LocationPageInputDto, author);
  }
}
