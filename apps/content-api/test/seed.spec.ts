import {
  apiPaths,
  type Blog,
  type Category,
  imageVariantUrl,
  imageVariantWidths,
  type LocationPage,
  type MediaItem,
  mediaPrefix,
  type Page,
  type SampleContent,
} from '@hvac/contracts';
import { defaultSiteSettings, serviceAreas, townSlug } from '@hvac/site';
import { createTestDatabase } from '@hvac/test-harness';
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { SeedService } from '../src/seed/seed.service';
import { call, startTestApp, type TestApp } from './test-app';

type Reply<T> = { data: T };

describe('first-start seed content', () => {
  const shared = async (samples = 'true') => ({
    DATABASE_URL: await createTestDatabase('content'),
    S3_BUCKET: `media-${randomBytes(4).toString('hex')}`,
    SEED_SAMPLE_CONTENT: samples,
  });

  it('seeds no sample posts or pages unless asked, and seeds them on a later start that asks', async () => {
    const env = await shared('false');
    const t = await startTestApp(env);
    let asked: TestApp | undefined;
    try {
      expect((await call<Reply<Category[]>>(t, 'GET', '/api/categories')).body.data.map((c) => c.category)).toContain('All');
      expect((await call<Reply<Blog[]>>(t, 'GET', '/blogs')).body.data).toEqual([]);
      expect((await call<Reply<LocationPage[]>>(t, 'GET', '/api/locationpages')).body.data).toEqual([]);
      expect((await call<Reply<SampleContent>>(t, 'GET', apiPaths.adminSampleContent)).body.data).toEqual({ blogIds: [], locationPageIds: [] });
      await t.close();

      asked = await startTestApp({ ...env, SEED_SAMPLE_CONTENT: 'true' });
      expect((await call<Reply<Blog[]>>(asked, 'GET', '/blogs')).body.data.length).toBeGreaterThanOrEqual(4);
    } finally {
      await asked?.close();
    }
  });

  it('marks seeded posts and pages as samples until they are edited or deleted', async () => {
    const t = await startTestApp(await shared());
    try {
      const posts = (await call<Reply<Blog[]>>(t, 'GET', '/blogs')).body.data;
      const pages = (await call<Reply<LocationPage[]>>(t, 'GET', '/api/locationpages')).body.data;
      const samples = async () => (await call<Reply<SampleContent>>(t, 'GET', apiPaths.adminSampleContent)).body.data;
      const ids = (values: number[]) => [...values].sort((a, b) => a - b);
      expect(await samples()).toEqual({ blogIds: ids(posts.map((p) => p.blog_id)), locationPageIds: ids(pages.map((p) => p.location_id)) });

      const [edited, deleted] = posts as [Blog, Blog];
      const page = pages[0] as LocationPage;
      await call(t, 'PUT', `/blogs/${edited.blog_id}`, { body: { title: 'Edited by the owner', category: edited.category, slug_url: edited.slug_url } });
      await call(t, 'DELETE', `/blogs/${deleted.blog_id}`);
      const { location_id: _id, updated_at: _at, ...pageInput } = page;
      expect((await call(t, 'PUT', `/api/locationpages/${page.location_id}`, { body: { ...pageInput, main_heading: 'Our own Milton page' } })).status).toBe(200);

      const after = await samples();
      expect(after.blogIds).not.toContain(edited.blog_id);
      expect(after.blogIds).not.toContain(deleted.blog_id);
      expect(after.blogIds).toHaveLength(posts.length - 2);
      expect(after.locationPageIds).not.toContain(page.location_id);
      expect(after.locationPageIds).toHaveLength(pages.length - 1);
      expect((await call(t, 'GET', apiPaths.adminSampleContent, { token: null })).status).toBe(401);
    } finally {
      await t.close();
    }
  });

  it('seeds categories, realistic posts with stored images and a page per service area, once', async () => {
    const env = await shared();
    // Two replicas starting together against a fresh database: one migrates and seeds, both come up.
    const [t, twin] = await Promise.all([startTestApp(env), startTestApp(env)]);
    let restarted: TestApp | undefined;
    try {
      const categories = (await call<Reply<Category[]>>(t, 'GET', '/api/categories')).body.data;
      expect(categories.map((c) => c.category)).toContain('All');

      const posts = (await call<Reply<Blog[]>>(t, 'GET', '/blogs')).body.data;
      expect(posts.length).toBeGreaterThanOrEqual(4);
      expect(new Set(posts.map((p) => p.slug_url)).size).toBe(posts.length);
      for (const post of posts) {
        expect(categories.some((c) => c.category_id === post.category && c.category !== 'All')).toBe(true);
        expect(post.blogs_content.length).toBeGreaterThanOrEqual(3);
        expect(post.metaTitle).not.toBe('');
        expect(post.metaDescription).not.toBe('');
        expect(post.brief_paragraph).toMatch(/^<p>/);
        expect(post.blog_image.startsWith(`${mediaPrefix}images/`)).toBe(true);
        for (const url of [post.blog_image, ...imageVariantWidths.map((w) => imageVariantUrl(post.blog_image, w))]) {
          const res = await fetch(`${t.env.S3_ENDPOINT}/${t.env.S3_BUCKET}/${url.slice(mediaPrefix.length)}`);
          expect({ url, status: res.status }).toEqual({ url, status: 200 });
        }
      }
      const library = (await call<Reply<Page<MediaItem>>>(t, 'GET', '/api/admin/media?limit=100')).body.data.items;
      for (const post of posts) expect(library.find((m) => m.url === post.blog_image)?.alt).toMatch(/^Illustration of .{20,}/);
      const pages = (await call<Reply<LocationPage[]>>(t, 'GET', '/api/locationpages')).body.data;
      expect(pages).toHaveLength(serviceAreas.length);
      expect(serviceAreas).toHaveLength(12);
      for (const town of serviceAreas) {
        const page = pages.find((p) => p.slug_url === townSlug(town));
        expect(page).toBeDefined();
        const copy = JSON.stringify(page);
        expect(copy).toContain(town);
        expect(copy).toContain(defaultSiteSettings.phones.emergency);
        for (const field of ['main_paragraph', 'paragraph_1', 'paragraph_2', 'paragraph_3', 'paragraph_4', 'heading_1', 'highlighted_heading', 'meta_title', 'meta_description'] as const) {
          expect({ town, field, empty: page?.[field] === '' }).toEqual({ town, field, empty: false });
        }
      }
      // Town-specific copy, not one template with the name swapped in.
      const intros = new Set(pages.map((p) => p.main_paragraph.replace(new RegExp(p.main_heading.split(' in ').pop() as string, 'g'), '')));
      expect(intros.size).toBe(pages.length);
      const everything = JSON.stringify({ posts, pages }).toLowerCase();
      for (const leftover of ['lorem', 'ipsum', 'laser', 'accounting', 'equine', 'horse']) expect(everything).not.toContain(leftover);

      // The twin did not seed a second time.
      expect((await call<Reply<Blog[]>>(twin, 'GET', '/blogs')).body.data).toHaveLength(posts.length);

      // Edit one post, delete another and a page, then restart: nothing comes back or is overwritten.
      const [edited, deleted] = posts as [Blog, Blog];
      await call(t, 'PUT', `/blogs/${edited.blog_id}`, { body: { title: 'Edited by the owner', category: edited.category, slug_url: edited.slug_url } });
      await call(t, 'DELETE', `/blogs/${deleted.blog_id}`);
      await call(t, 'DELETE', `/api/locationpages/${(pages[0] as LocationPage).location_id}`);
      await Promise.all([t.close(), twin.close()]);

      restarted = await startTestApp(env);
      const after = (await call<Reply<Blog[]>>(restarted, 'GET', '/blogs')).body.data;
      expect(after).toHaveLength(posts.length - 1);
      expect(after.find((p) => p.blog_id === edited.blog_id)?.title).toBe('Edited by the owner');
      expect(after.some((p) => p.slug_url === deleted.slug_url)).toBe(false);
      expect((await call<Reply<LocationPage[]>>(restarted, 'GET', '/api/locationpages')).body.data).toHaveLength(serviceAreas.length - 1);
      expect((await call<Reply<Category[]>>(restarted, 'GET', '/api/categories')).body.data).toHaveLength(categories.length);
    } finally {
      await restarted?.close();
    }
  });

  it('never overwrites a row that already holds a seeded slug', async () => {
    const t = await startTestApp(await shared());
    const db = new Client({ connectionString: t.env.DATABASE_URL });
    await db.connect();
    try {
      const posts = (await call<Reply<Blog[]>>(t, 'GET', '/blogs')).body.data;
      const target = posts[0] as Blog;
      await call(t, 'PUT', `/blogs/${target.blog_id}`, { body: { title: 'Owner version', slug_url: target.slug_url, category: target.category } });
      // As if the post seed had never been recorded (an install from before seed_runs existed).
      await db.query("DELETE FROM content.seed_runs WHERE name = 'blogs-v1'");
      expect(await t.app.get(SeedService).run()).toEqual(['blogs-v1']);
      const after = (await call<Reply<Blog[]>>(t, 'GET', '/blogs')).body.data;
      expect(after).toHaveLength(posts.length);
      expect(after.find((p) => p.slug_url === target.slug_url)?.title).toBe('Owner version');
      expect(await t.app.get(SeedService).run()).toEqual([]);
    } finally {
      await db.end();
      await t.close();
    }
  });
});
