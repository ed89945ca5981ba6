import { normaliseSitePath, type Page, type Redirect } from '@hvac/contracts';
import { type FormEvent, useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import { Button } from '../../../../components/ui/button';
import { StatusMessage } from '../../../../components/ui/status-message';
import { apiErrorMessage } from '../../../../lib/api-error';
import { deleteRedirect } from '../api/delete-redirect';
import { saveRedirect } from '../api/save-redirect';
import { useBannerStore } from '../../kit/stores/banner-store';
import { formatDateTime } from '../../kit/utils/display';
import type { ListQuery } from '../../kit/utils/pagination';
import { ConfirmDialog } from '../../kit/components/confirm-dialog';
import { TextField } from '../../kit/components/form-fields';
import { ListSearch } from '../../kit/components/list-search';
import { Pagination } from '../../kit/components/pagination';

type Draft = { id: number | null; source: string; target: string };
const emptyDraft: Draft = { id: null, source: '', target: '' };

// Old addresses that send visitors on with a permanent redirect: the ones made when a post or page
// was renamed or deleted, and any the owner adds.
export function RedirectsScreen({ redirects, list }: { redirects: Page<Redirect>; list: ListQuery }) {
  const revalidator = useRevalidator();
  const showBanner = useBannerStore((s) => s.show);
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const [errors, setErrors] = useState<{ source?: string; target?: string }>({});
  const [saveError, setSaveError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [pendingDelete, setPendingDelete] = useState<Redirect | null>(null);
  const [deleting, setDeleting] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const source = normaliseSitePath(draft.source, 'Old address');
    const target = normaliseSitePath(draft.target, 'New address');
    setErrors({ source: source.ok ? undefined : source.message, target: target.ok ? undefined : target.message });
    if (!source.ok || !target.ok) return;
    setSaving(true);
    setSaveError(null);
    try {
      showBanner('success', await saveRedirect({ source_path: source.path, target_path: target.path }, draft.id));
      setDraft(emptyDraft);
      await revalidator.revalidate();
    } catch (error) {
      setSaveError(await apiErrorMessage(error, 'The redirect could not be saved. Please try again.'));
    } finally {
      setSaving(false);
    }
  };

  const edit = (redirect: Redirect) => {
    setDraft({ id: redirect.redirect_id, source: redirect.source_path, target: redirect.target_path });
    setErrors({});
    setSaveError(null);
    formRef.current?.querySelector('input')?.focus();
  };

  const confirmDelete = async () => {
    if (!pendingDelete) return;
    setDeleting(true);
    try {
      showBanner('success', await deleteRedirect(pendingDelete.redirect_id));
    } catch (error) {
      showBanner('error', await apiErrorMessage(error, 'The redirect could not be deleted. Please try again.'));
    } finally {
      setDeleting(false);
      setPendingDelete(null);
      await revalidator.revalidate();
    }
  };

  return (
    <>
      <div className="admin-page__head">
        <div>
          <h1>Redirects</h1>
          <p className="lead">
            Old addresses that send visitors and search engines to a new one. Renaming or deleting a post or location page adds one here; you can add your own.
          </p>
        </div>
      </div>
      <form ref={formRef} className="admin-form redirect-form" noValidate onSubmit={(e) => void submit(e)} aria-label={draft.id === null ? 'Add a redirect' : 'Edit the redirect'}>
        <TextField label="Old address" required value={draft.source} placeholder="/blog/old-post" error={errors.source} onChange={(source) => setDraft({ ...draft, source })} />
        <TextField label="New address" required value={draft.target} placeholder="/blog/new-post" error={errors.target} onChange={(target) => setDraft({ ...draft, target })} />
        <div className="btn-row">
          {draft.id !== null ? (
            <Button variant="outline" onClick={() => setDraft(emptyDraft)} disabled={saving}>
              Cancel
            </Button>
          ) : null}
          <Button type="submit" busy={saving} busyLabel="Saving...">
            {draft.id === null ? 'Add Redirect' : 'Save Redirect'}
          </Button>
        </div>
      </form>
      <StatusMessage status={saveError ? { tone: 'error', text: saveError } : null} />
      <ListSearch label="Search redirects" hint="Part of either address" q={list.q} />
      {redirects.items.length === 0 ? (
        <p className="admin-empty">{list.q ? `No redirect matches “${list.q}”.` : 'No redirects yet.'}</p>
      ) : (
        <div className="admin-table-wrap" role="region" aria-label="Redirects" tabIndex={0}>
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">Old address</th>
                <th scope="col">Sends visitors to</th>
                <th scope="col">Changed</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {redirects.items.map((redirect) => (
                <tr key={redirect.redirect_id}>
                  <td>
                    <code>{redirect.source_path}</code>
                  </td>
                  <td>
                    <a href={redirect.target_path} target="_blank" rel="noopener">
                      {redirect.target_path}
                      <span className="visually-hidden"> (opens in a new tab)</span>
                    </a>
                  </td>
                  <td>{formatDateTime(redirect.updated_at)}</td>
                  <td>
                    <div className="btn-row">
                      <Button variant="navy" className="btn--sm" onClick={() => edit(redirect)} aria-label={`Edit the redirect from ${redirect.source_path}`}>
                        Edit
                      </Button>
                      <Button variant="outline" className="btn--sm btn--quiet-danger" onClick={() => setPendingDelete(redirect)} aria-label={`Delete the redirect from ${redirect.source_path}`}>
                        Delete
                      </Button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination page={list.page} total={redirects.total} label="Redirects" />
      <ConfirmDialog
        open={pendingDelete !== null}
        title="Delete this redirect?"
        message={pendingDelete ? `${pendingDelete.source_path} will show “not found” instead of sending visitors to ${pendingDelete.target_path}.` : ''}
        confirmLabel="Delete Redirect"
        busy={deleting}
        onCancel={() => setPendingDelete(null)}
        onConfirm={() => void confirmDelete()}
      />
    </>
  );
}
