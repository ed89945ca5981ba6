import { torontoWallTimeToDate } from '@hvac/contracts';
import { pagePaths } from '@hvac/site';
import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type DataSource, type EntityManager, In } from 'typeorm';
import { BlogEntity } from '../blogs/blog.entity';
import { CategoryEntity } from '../categories/category.entity';
import { sanitizeHtmlField } from '../common/sanitize-html-field';
import type { ContentEnv } from '../config/content-env';
import { InjectEnv } from '../config/env.module';
import { LocationPageEntity } from '../location-pages/location-page.entity';
import { MediaService } from '../media/media.service';
import { readSeedImage, seedImageAlt, type SeedImageTheme } from './seed-images';
import { seedLocationPages } from './seed-locations';
import { seedCategories, seedPosts } from './seed-posts';

// Arbitrary constant shared by every replica: only one of them seeds at a time.
const seedLockKey = 734_201_985;

export const seedSets = ['categories-v1', 'blogs-v1', 'location-pages-v1'] as const;
type SeedSet = (typeof seedSets)[number];
// Posts and location pages are samples: seeded only when SEED_SAMPLE_CONTENT=true, and marked `sample`.
const sampleSets: readonly SeedSet[] = ['blogs-v1', 'location-pages-v1'];

// First-start content: the categories always, the sample posts and pages only when asked. Each set
// runs once (recorded in seed_runs), so later edits and deletions stick, and rows are inserted with ON
// CONFLICT DO NOTHING so nothing existing is touched. A sample set left out now runs on a later start
// that asks for samples.
@Injectable()
export class SeedService implements OnApplicationBootstrap {
  private readonly logger = new Logger('Seed');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectEnv() private readonly env: ContentEnv,
    private readonly media: MediaService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    try {
      const applied = await this.run();
      if (applied.length) this.logger.log(`seeded ${applied.join(', ')}`);
    } catch (error) {
      // The site works without samples; the next start tries again.
      this.logger.error(error, 'seeding failed');
    }
  }

  async run(): Promise<SeedSet[]> {
    const wanted = this.env.SEED_SAMPLE_CONTENT === 'true' ? seedSets : seedSets.filter((s) => !sampleSets.includes(s));
    return this.dataSource.transaction(async (m) => {
      await m.query('SELECT pg_advisory_xact_lock($1)', [seedLockKey]);
      const rows: { name: string }[] = await m.query('SELECT name FROM content.seed_runs WHERE name = ANY($1)', [[...wanted]]);
      const pending = wanted.filter((s) => !rows.some((r) => r.name === s));
      for (const set of pending) {
        if (set === 'categories-v1') await this.seedCategories(m);
        if (set === 'blogs-v1') await this.seedBlogs(m);
        if (set === 'location-pages-v1') await this.seedLocationPages(m);
        await m.query('INSERT INTO content.seed_runs (name) VALUES ($1)', [set]);
      }
      return pending;
    });
  }

  private async seedCategories(m: EntityManager): Promise<void> {
    await m
      .createQueryBuilder()
      .insert()
      .into(CategoryEntity)
      .values(seedCategories.map((name) => ({ name })))
      .orIgnore()
      .execute();
  }

  private async seedBlogs(m: EntityManager): Promise<void> {
    const categories = await m.find(CategoryEntity, { where: { name: In(seedPosts.map((p) => p.category)) } });
    const themes = [...new Set(seedPosts.map((p) => p.image))];
    const urls = new Map<SeedImageTheme, string>();
    for (const theme of themes) {
      const image = await this.media.upload(await readSeedImage(theme), { alt: seedImageAlt[theme] }, null);
      urls.set(theme, image.url);
    }
    const values = seedPosts.flatMap((p) => {
      const category = categories.find((c) => c.name === p.category);
      if (!category) return [];
      return [
        {
          title: p.title,
          slug: p.slug,
          briefParagraph: sanitizeHtmlField(p.brief),
          image: urls.get(p.image) ?? '',
          publishedDate: p.publishedDate,
          state: 'published' as const,
          publishAt: torontoWallTimeToDate(p.publishedDate),
          categoryId: category.id,
          metaTitle: p.metaTitle,
          metaDescription: p.metaDescription,
          canonicalLink: pagePaths.blogPost.getHref(p.slug),
          sections: p.sections.map((s) => ({ heading: s.heading, paragraph: sanitizeHtmlField(s.paragraph) })),
          sample: true,
        },
      ];
    });
    await m.createQueryBuilder().insert().into(BlogEntity).values(values).orIgnore().execute();
  }

  private async seedLocationPages(m: EntityManager): Promise<void> {
    const values = seedLocationPages().map((p) => ({
      slug: p.slug,
      mainHeading: p.mainHeading,
      mainParagraph: sanitizeHtmlField(p.mainParagraph),
      highlightedHeading: p.highlightedHeading,
      heading1: p.headings[0],
      heading2: p.headings[1],
      heading3: p.headings[2],
      heading4: p.headings[3],
      paragraph1: sanitizeHtmlField(p.paragraphs[0]),
      paragraph2: sanitizeHtmlField(p.paragraphs[1]),
      paragraph3: sanitizeHtmlField(p.paragraphs[2]),
      paragraph4: sanitizeHtmlField(p.paragraphs[3]),
      metaTitle: p.metaTitle,
      metaKeywords: p.metaKeywords,
      metaLink: p.metaLink,
      metaDescription: p.metaDescription,
      sample: true,
      state: 'published' as const,
    }));
    await m.createQueryBuilder().insert().into(LocationPageEntity).values(values).orIgnore().execute();
  }
}
