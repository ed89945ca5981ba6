import type { Page, Redirect } from '@hvac/contracts';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { StatusMessage } from '../../../../components/ui/status-message';
import { ConfirmDialog } from '../../kit/components/confirm-dialog';
import { TextField } from '../../kit/components/form-fields';
import { ListSearch } from '../../kit/components/list-search';
import { ListScreen } from '../../kit/components/list-screen';
import { useActionFetcher, useConfirmedAction } from '../../kit/hooks/use-action-fetcher';
import { useSchemaForm } from '../../kit/hooks/use-schema-form';
import { formatDateTime } from '../../kit/utils/display';
import type { ListQuery } from '../../kit/utils/pagination';
import { checkRedirectPaths, emptyRedirectDraft, redirectInputFromDraft, redirectResolver } from '../utils/redirect-draft';

// Old addresses that send visitors on with a permanent redirect: the ones made when a post or page
// was renamed or deleted, and any the owner adds. Writes: api/redirect-action.ts.
export function RedirectsScreen({ redirects, list }: { redirects: Page<Redirect>; list: ListQuery }) {
  // The redirect being edited (null: a new one); its two paths are the form's.
  const [editing, setEditing] = useState<number | null>(null);
  const redirectForm = useSchemaForm({ defaultValues: emptyRedirectDraft, resolver: redirectResolver, check: checkRedirectPaths });
  const { draft, errors, formRef } = redirectForm;
  const clear = () => {
    setEditing(null);
    redirectForm.reset(emptyRedirectDraft);
  };
  const saver = useActionFetcher({ refusalInline: true, onSuccess: clear });
  const remover = useConfirmedAction<Redirect>();
  const pendingDelete = remover.asking;
  const saving = saver.fetcher.state !== 'idle';

  const submit = redirectForm.submit((valid) => {
    const { source_path, target_path } = redirectInputFromDraft(valid);
    saver.submit({ intent: 'save', id: editing ?? '', source: source_path, target: target_path });
  });

  const edit = (redirect: Redirect) => {
    setEditing(redirect.redirect_id);
    redirectForm.reset({ source: redirect.source_path, target: redirect.target_path });
    formRef.current?.querySelector('input')?.focus();
  };

  return (
    <ListScreen
      title="Redirects"
      lead="Old addresses that send visitors and search engines to a new one. Renaming or deleting a post or location page adds one here; you can add your own."
      tools={
        <>
          <form ref={formRef} className="admin-form redirect-form" noValidate onSubmit={(event) => void submit(event)} aria-label={editing === null ? 'Add a redirect' : 'Edit the redirect'}>
            <TextField label="Old address" required value={draft.source} placeholder="/blog/old-post" error={errors['source']} onChange={(source) => redirectForm.change('source', source)} />
            <TextField label="New address" required value={draft.target} placeholder="/blog/new-post" error={errors['target']} onChange={(target) => redirectForm.change('target', target)} />
            <div className="btn-row">
              {editing !== null ? (
                <Button variant="outline" onClick={clear} disabled={saving}>
                  Cancel
                </Button>
              ) : null}
              <Button type="submit" busy={saving} busyLabel="Saving...">
                {editing === null ? 'Add Redirect' : 'Save Redirect'}
              </Button>
            </div>
          </form>
          <StatusMessage status={saver.refusal ? { tone: 'error', text: saver.refusal } : null} />
          <ListSearch label="Search redirects" hint="Part of either address" q={list.q} />
        </>
      }
      label="Redirects"
      columns={['Old address', 'Sends visitors to', 'Changed', <span className="visually-hidden">Actions</span>]}
      empty={list.q ? `No redirect matches “${list.q}”.` : 'No redirects yet.'}
      paging={{ page: list.page, total: redirects.total }}
      rows={redirects.items.map((redirect) => (
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
              <Button variant="outline" className="btn--sm btn--quiet-danger" onClick={() => remover.ask(redirect)} aria-label={`Delete the redirect from ${redirect.source_path}`}>
                Delete
              </Button>
            </div>
          </td>
        </tr>
      ))}
    >
      <ConfirmDialog
        {...remover.dialog}
        title="Delete this redirect?"
        message={pendingDelete ? `${pendingDelete.source_path} will show “not found” instead of sending visitors to ${pendingDelete.target_path}.` : ''}
        confirmLabel="Delete Redirect"
        onConfirm={() => pendingDelete && remover.submit({ intent: 'delete', id: pendingDelete.redirect_id })}
      />
    </ListScreen>
  );
}
