import { type AdminBlog, type Category, contentLimits, mediaPrefix, normaliseSlug, shareImageUrl } from '@hvac/contracts';
import { useMemo, useState } from 'react';
import { paths } from '../../../../config/paths';
import {
  blogDraftFromBlog,
  blogDraftResolver,
  blogInputFromDraft,
  type BlogDraft,
  checkBlogSections,
  emptyBlogDraft,
  recommendedMeta,
  selectableCategories,
} from '../utils/blog-draft';
import { todayIso } from '../utils/field-rules';
import { publicationDraftFrom, publicationInput, validatePublication } from '../utils/publication-draft';
import { type EditorControls, useContentEditor } from '../hooks/use-content-editor';
import { EditorForm } from './editor-form';
import { ImageUploadField } from '../../kit/components/image-upload-field';
import { OgImageField } from './og-image-field';
import { RevisionHistory } from './revision-history';
import { SearchPreview } from './search-preview';
import { SelectField, TextField } from '../../kit/components/form-fields';
import { RichTextField } from './rich-text-field';
import { PublicationControls } from './publication-controls';
import { SectionsEditor } from './sections-editor';

type BlogFormProps = {
  blog: AdminBlog | null;
  categories: readonly Category[];
  controls: EditorControls;
};

export function BlogForm({ blog, categories, controls }: BlogFormProps) {
  const [publication, setPublication] = useState(() => publicationDraftFrom(blog));
  const initial = useMemo(() => (blog ? blogDraftFromBlog(blog) : emptyBlogDraft(todayIso())), [blog]);
  const editor = useContentEditor<BlogDraft>({
    initial,
    stored: blog !== null,
    version: blog?.version ?? null,
    keptDraftKey: `blog:${blog?.blog_id ?? 'new'}`,
    titleField: 'title',
    resolver: blogDraftResolver,
    check: (draft) => ({ ...checkBlogSections(draft), ...validatePublication(publication) }),
    id: blog?.blog_id ?? null,
    input: (draft) => ({ ...blogInputFromDraft(draft), ...publicationInput(publication) }),
    controls,
  });
  const { draft, update, errors } = editor;
  const [uploading, setUploading] = useState(false);
  const options = selectableCategories(categories).map((c) => ({ value: String(c.category_id), label: c.category }));

  return (
    <EditorForm
      editor={editor}
      requiredNote="Fields marked * are required. Empty content sections are left out when you save."
      publicLink={blog?.state === 'published' ? { href: paths.blogPost.getHref(blog.slug_url), label: 'View the published post' } : null}
      saveLabel="Save Blog"
      busyWith={uploading ? 'Uploading image...' : null}
    >
      {blog ? <RevisionHistory itemType="blog" itemId={blog.blog_id} onRestored={controls.onSaved} /> : null}
      <TextField
        label="Title"
        required
        value={draft.title}
        autoFocus
        error={errors['title']}
        count={{ max: contentLimits.titleMax }}
        onChange={editor.setTitle}
      />
      <TextField
        label="Web address (slug)"
        value={draft.slug_url}
        error={errors['slug_url']}
        maxLength={contentLimits.titleMax}
        hint={
          <>
            The post will be at <strong>/blog/{editor.publicSlug || '…'}</strong>. Suggested from the title; lower case, words joined by hyphens.
            {blog ? ' If you change it, the old address sends visitors to the new one.' : ''}
          </>
        }
        onChange={editor.setSlug}
      />
      <div className="form__row form__row--2">
        <SelectField
          label="Category"
          required
          value={draft.category}
          placeholder="Choose a category"
          options={options}
          error={errors['category']}
          onChange={(value) => update('category', value)}
        />
        <TextField label="Published date" type="date" value={draft.published_date} error={errors['published_date']} onChange={(value) => update('published_date', value)} />
      </div>
      <PublicationControls value={publication} onChange={setPublication} error={errors['publishAt']} saved={blog ? { kind: 'blog', id: blog.blog_id } : null} />
      <ImageUploadField label="Blog image" value={draft.blog_image} error={errors['blog_image']} onChange={(url) => update('blog_image', url)} onBusyChange={setUploading} />
      <RichTextField
        label="Brief paragraph"
        hint="The introduction shown under the image and as the summary on the blog list."
        value={draft.brief_paragraph}
        error={errors['brief_paragraph']}
        onChange={(html) => update('brief_paragraph', html)}
      />
      <fieldset className="admin-fieldset">
        <legend>Search engines</legend>
        <TextField
          label="Meta title"
          value={draft.metaTitle}
          error={errors['metaTitle']}
          count={{ recommended: recommendedMeta.title, max: contentLimits.metaMax }}
          hint="The title shown in search results and browser tabs. Leave empty to use the post title."
          onChange={(value) => update('metaTitle', value)}
        />
        <TextField
          label="Meta description"
          multiline
          value={draft.metaDescription}
          error={errors['metaDescription']}
          count={{ recommended: recommendedMeta.description, max: contentLimits.metaMax }}
          hint="One or two sentences shown under the title in search results."
          onChange={(value) => update('metaDescription', value)}
        />
        <SearchPreview
          title={draft.metaTitle || draft.title}
          path={paths.blogPost.getHref(draft.slug_url || normaliseSlug(draft.title))}
          description={draft.metaDescription}
          fallbackDescription={draft.brief_paragraph}
        />
        <TextField
          label="Canonical link"
          inputMode="url"
          value={draft.canonicalLink}
          error={errors['canonicalLink']}
          maxLength={contentLimits.metaMax}
          placeholder="/blog/your-post or https://…"
          hint="Only if this post first appeared at another address. Usually left empty."
          onChange={(value) => update('canonicalLink', value)}
        />
        <OgImageField
          value={draft.ogImage}
          onChange={(ogImage) => update('ogImage', ogImage)}
          {...blogShareDefault(draft.blog_image)}
        />
      </fieldset>
      <SectionsEditor
        sections={draft.sections}
        errors={errors}
        groupError={errors['sections']}
        onChange={(change) => update('sections', change(editor.current().sections))}
      />
    </EditorForm>
  );
}

// Without a choice a post shares its own image, when that came from the media library.
function blogShareDefault(image: string): { defaultNote: string; defaultPreview: string | null } {
  if (image.startsWith(mediaPrefix)) return { defaultNote: 'No picture chosen: the blog image is shared.', defaultPreview: shareImageUrl(image) };
  return { defaultNote: "No picture chosen: the site's own picture is shared.", defaultPreview: null };
}
