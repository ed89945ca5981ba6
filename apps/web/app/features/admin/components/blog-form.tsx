import { type Blog, type Category, contentLimits, normaliseSlug } from '@hvac/contracts';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { StatusMessage } from '../../../components/ui/status-message';
import { paths } from '../../../config/paths';
import { apiErrorMessage } from '../../../lib/api-error';
import { saveBlog } from '../api/save-blog';
import {
  blogDraftFromBlog,
  blogInputFromDraft,
  type BlogDraft,
  emptyBlogDraft,
  type FieldErrors,
  recommendedMeta,
  sameBlogDraft,
  selectableCategories,
  validateBlogDraft,
} from '../utils/blog-draft';
import { todayIso } from '../utils/field-rules';
import { useFocusFirstError } from '../hooks/use-focus-first-error';
import { useKeptDraft } from '../hooks/use-kept-draft';
import { ImageUploadField } from './image-upload-field';
import { KeptDraftNotice } from './kept-draft-notice';
import { RichTextField, SelectField, TextField } from './form-fields';
import { SectionsEditor } from './sections-editor';

type BlogFormProps = {
  blog: Blog | null;
  categories: readonly Category[];
  requestClose: () => void;
  setDirty: (dirty: boolean) => void;
  onSaved: (message: string) => void;
};

export function BlogForm({ blog, categories, requestClose, setDirty, onSaved }: BlogFormProps) {
  const formId = useId();
  const initial = useMemo(() => (blog ? blogDraftFromBlog(blog) : emptyBlogDraft(todayIso())), [blog]);
  const [draft, setDraft] = useState<BlogDraft>(initial);
  // The address follows the title until the owner types one of their own.
  const [slugEdited, setSlugEdited] = useState(blog !== null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstError = useFocusFirstError(formRef);

  const dirty = !sameBlogDraft(draft, initial);
  useEffect(() => setDirty(dirty), [dirty, setDirty]);
  const keptDraft = useKeptDraft(`blog:${blog?.blog_id ?? 'new'}`, draft, dirty);

  const update = <K extends keyof BlogDraft>(key: K, value: BlogDraft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const options = selectableCategories(categories).map((c) => ({ value: String(c.category_id), label: c.category }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateBlogDraft(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setSaveError('Please correct the highlighted fields.');
      focusFirstError();
      return;
    }
    setSaving(true);
    setSaveError(null);
    try {
      const message = await saveBlog(blogInputFromDraft(draft), blog?.blog_id ?? null);
      setDirty(false);
      keptDraft.saved();
      onSaved(message);
    } catch (error) {
      setSaveError(await apiErrorMessage(error, 'The blog could not be saved. Please try again.'));
      setSaving(false);
    }
  };

  const publicSlug = draft.slug_url || normaliseSlug(draft.title);

  return (
    <form ref={formRef} className="admin-form" noValidate onSubmit={submit} aria-describedby={`${formId}-required`}>
      <div className="admin-dialog__body" key={keptDraft.revision}>
        <KeptDraftNotice
          kept={keptDraft.kept}
          onRestore={() =>
            keptDraft.restore((kept) => {
              setDraft(kept);
              setSlugEdited(true);
            })
          }
          onDismiss={keptDraft.dismiss}
        />
        <p className="field__hint" id={`${formId}-required`}>
          Fields marked * are required. Empty content sections are left out when you save.
        </p>
        <TextField
          label="Title"
          required
          value={draft.title}
          autoFocus
          error={errors['title']}
          count={{ max: contentLimits.titleMax }}
          onChange={(title) =>
            setDraft((d) => ({ ...d, title, slug_url: slugEdited ? d.slug_url : normaliseSlug(title) }))
          }
        />
        <TextField
          label="Web address (slug)"
          value={draft.slug_url}
          error={errors['slug_url']}
          maxLength={contentLimits.titleMax}
          hint={
            <>
              The post will be at <strong>/blog/{publicSlug || '…'}</strong>. Suggested from the title; lower case, words joined by hyphens.
              {blog ? ' Changing it breaks links to the old address.' : ''}
            </>
          }
          onChange={(slug) => {
            setSlugEdited(slug !== '');
            update('slug_url', slug);
          }}
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
        </fieldset>
        <SectionsEditor
          sections={draft.sections}
          errors={errors}
          groupError={errors['sections']}
          onChange={(change) => setDraft((d) => ({ ...d, sections: change(d.sections) }))}
        />
      </div>
      <div className="admin-dialog__foot">
        <StatusMessage status={saveError ? { tone: 'error', text: saveError } : null} />
        {blog ? (
          <a className="admin-foot__link" href={paths.blogPost.getHref(blog.slug_url)} target="_blank" rel="noopener">
            View the published post<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        ) : null}
        <div className="btn-row">
          <Button variant="outline" onClick={requestClose} disabled={saving}>
            Discard
          </Button>
          <Button type="submit" busy={saving || uploading} busyLabel={uploading ? 'Uploading image...' : 'Saving...'}>
            Save Blog
          </Button>
        </div>
      </div>
    </form>
  );
}
