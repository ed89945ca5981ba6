import type { AdminBlog, Category, Page, PublishState } from '@hvac/contracts';
import { paths } from '../../../../config/paths';
import { htmlToText } from '../../../../lib/html-text';
import { formatDate, thumbnailUrl } from '../../kit/utils/display';
import type { ListQuery } from '../../kit/utils/pagination';
import { BlogForm } from './blog-form';
import { ContentListScreen, type ContentListTexts } from './content-list-screen';
import { StateChip } from './publication-controls';
import { SampleBadge } from './sample-badge';

const texts: ContentListTexts = {
  heading: 'Blogs',
  lead: 'Write, schedule, edit and remove the posts on your blog. Changes to published posts show on the website at once; drafts stay here.',
  addLabel: 'Upload New Blog',
  emptyText: 'No posts yet. Choose ‘Upload New Blog’ to write the first one.',
  noun: 'Blog',
  plural: 'posts',
  searchHint: 'Part of a title',
  editorTitle: 'Blogs Upload',
  loadingLabel: 'Loading the post...',
  deleteTitle: 'Delete this blog post?',
};

type BlogsScreenProps = { blogs: Page<AdminBlog>; list: ListQuery; categories: Category[]; state: PublishState | null; sampleIds: readonly number[] };

export function BlogsScreen({ blogs, list, categories, state, sampleIds }: BlogsScreenProps) {
  const categoryName = new Map(categories.map((c) => [c.category_id, c.category]));
  return (
    <ContentListScreen
      kind="blogs"
      texts={texts}
      page={blogs}
      list={list}
      state={state}
      idOf={(blog) => blog.blog_id}
      card={(blog, titleId) => <BlogCard blog={blog} category={categoryName.get(blog.category) ?? 'Uncategorised'} titleId={titleId} sample={sampleIds.includes(blog.blog_id)} />}
      form={(blog, controls) => <BlogForm blog={blog} categories={categories} controls={controls} />}
      deleteMessage={(blog) => `“${blog.title}” will be removed from the website. This cannot be undone.`}
    />
  );
}

function BlogCard({ blog, category, titleId, sample }: { blog: AdminBlog; category: string; titleId: string; sample: boolean }) {
  return (
    <>
      <div className="admin-card__media">
        {blog.blog_image ? <img src={thumbnailUrl(blog.blog_image)} alt="" width={480} height={300} loading="lazy" /> : <span aria-hidden="true">No image</span>}
      </div>
      <div className="admin-card__body">
        <p className="admin-card__meta">
          <StateChip state={blog.state} publishAt={blog.publishAt} />
          <span className="admin-chip">{category}</span>
          <span>{formatDate(blog.published_date)}</span>
          {sample ? <SampleBadge /> : null}
        </p>
        <h2 id={titleId} className="admin-card__title">
          {blog.title}
        </h2>
        <p className="admin-card__text">{htmlToText(blog.brief_paragraph)}</p>
        <a className="admin-card__link" href={paths.blogPost.getHref(blog.slug_url)} target="_blank" rel="noopener" aria-describedby={titleId}>
          /blog/{blog.slug_url}
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </div>
    </>
  );
}
