import type { Blog, Category } from '@hvac/contracts';
import { useId, useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import { Button } from '../../../components/ui/button';
import { PageSpinner } from '../../../components/ui/spinner';
import { StatusMessage } from '../../../components/ui/status-message';
import { paths } from '../../../config/paths';
import { apiErrorMessage } from '../../../lib/api-error';
import { deleteBlog } from '../api/delete-blog';
import { getBlog } from '../api/get-blog';
import { useBannerStore } from '../stores/banner-store';
import { formatDate, htmlToText, thumbnailUrl } from '../utils/display';
import { BlogForm } from './blog-form';
import { ConfirmDialog } from './confirm-dialog';
import { EditorDialog } from './editor-dialog';
import { useAsync } from '../hooks/use-async';

type EditTarget = { mode: 'create' } | { mode: 'edit'; id: number };

export function BlogsScreen({ blogs, categories }: { blogs: Blog[]; categories: Category[] }) {
  const revalidator = useRevalidator();
  const showBanner = useBannerStore((s) => s.show);
  const [target, setTarget] = useState<EditTarget | null>(null);
  const [pendingDelete, setPendingDelete] = useState<Blog | null>(null);
  const [deleting, setDeleting] = useState(false);
  // After a delete the card (and its button) is gone: focus lands on the page heading instead.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const categoryName = new Map(categories.map((c) => [c.category_id, c.category]));

  const onSaved = (message: string) => {
    setTarget(null);
    showBanner('success', message);
    void revalidator.revalidate();
  };

  const confirmDelete = async () => {
    if (!pendingDelete) return;
    setDeleting(true);
    try {
      showBanner('success', await deleteBlog(pendingDelete.blog_id));
    } catch (error) {
      showBanner('error', await apiErrorMessage(error, 'The blog could not be deleted. Please try again.'));
    } finally {
      setDeleting(false);
      setPendingDelete(null);
      await revalidator.revalidate();
      headingRef.current?.focus();
    }
  };

  return (
    <>
      <div className="admin-page__head">
        <div>
          <h1 ref={headingRef} tabIndex={-1}>
            Blogs
          </h1>
          <p className="lead">Write, edit and remove the posts on your blog. Changes show on the website at once.</p>
        </div>
        <Button onClick={() => setTarget({ mode: 'create' })}>Upload New Blog</Button>
      </div>
      {blogs.length === 0 ? (
        <p className="admin-empty">No posts yet. Choose ‘Upload New Blog’ to write the first one.</p>
      ) : (
        <ul className="admin-cards" aria-busy={revalidator.state === 'loading' || undefined}>
          {blogs.map((blog) => (
            <BlogCard
              key={blog.blog_id}
              blog={blog}
              category={categoryName.get(blog.category) ?? 'Uncategorised'}
              onEdit={() => setTarget({ mode: 'edit', id: blog.blog_id })}
              onDelete={() => setPendingDelete(blog)}
            />
          ))}
        </ul>
      )}
      <EditorDialog open={target !== null} title="Blogs Upload" onClose={() => setTarget(null)}>
        {({ requestClose, setDirty }) =>
          target?.mode === 'edit' ? (
            <EditBlog id={target.id} categories={categories} requestClose={requestClose} setDirty={setDirty} onSaved={onSaved} />
          ) : (
            <BlogForm blog={null} categories={categories} requestClose={requestClose} setDirty={setDirty} onSaved={onSaved} />
          )
        }
      </EditorDialog>
      <ConfirmDialog
        open={pendingDelete !== null}
        title="Delete this blog post?"
        message={`“${pendingDelete?.title ?? ''}” will be removed from the website. This cannot be undone.`}
        confirmLabel="Delete Blog"
        busy={deleting}
        onCancel={() => setPendingDelete(null)}
        onConfirm={() => void confirmDelete()}
      />
    </>
  );
}

function BlogCard({ blog, category, onEdit, onDelete }: { blog: Blog; category: string; onEdit: () => void; onDelete: () => void }) {
  const titleId = useId();
  return (
    <li className="admin-card">
      <div className="admin-card__media">
        {blog.blog_image ? <img src={thumbnailUrl(blog.blog_image)} alt="" width={480} height={300} loading="lazy" /> : <span aria-hidden="true">No image</span>}
      </div>
      <div className="admin-card__body">
        <p className="admin-card__meta">
          <span className="admin-chip">{category}</span>
          <span>{formatDate(blog.published_date)}</span>
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
      <div className="admin-card__actions">
        <Button variant="navy" className="btn--sm" onClick={onEdit} aria-describedby={titleId}>
          Edit Blog
        </Button>
        <Button variant="outline" className="btn--sm btn--quiet-danger" onClick={onDelete} aria-describedby={titleId}>
          Delete Blog
        </Button>
      </div>
    </li>
  );
}

type EditBlogProps = { id: number; categories: Category[]; requestClose: () => void; setDirty: (dirty: boolean) => void; onSaved: (message: string) => void };

// Edits start from the stored post, read fresh by id.
function EditBlog({ id, categories, requestClose, setDirty, onSaved }: EditBlogProps) {
  const state = useAsync(() => getBlog(id), [id]);
  if (state.status === 'loading') return <PageSpinner label="Loading the post..." />;
  if (state.status === 'error') {
    return (
      <div className="admin-dialog__body">
        <StatusMessage status={{ tone: 'error', text: state.message }} />
        <Button variant="outline" onClick={requestClose}>
          Close
        </Button>
      </div>
    );
  }
  return <BlogForm blog={state.data} categories={categories} requestClose={requestClose} setDirty={setDirty} onSaved={onSaved} />;
}
