import type { RevisionItemType, RevisionSummary } from '@hvac/contracts';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { PageSpinner } from '../../../../components/ui/spinner';
import { StatusMessage } from '../../../../components/ui/status-message';
import { type RevisionsData, revisionsHref } from '../api/revisions-data';
import { AdminTable } from '../../kit/components/list-screen';
import { useActionFetcher } from '../../kit/hooks/use-action-fetcher';
import { useRouteData } from '../../kit/hooks/use-route-data';
import { formatDateTime } from '../../kit/utils/display';
import { AdminDialog } from '../../kit/components/admin-dialog';
import { ConfirmDialog } from '../../kit/components/confirm-dialog';
import { RevisionComparisonView } from './revision-comparison';

type RevisionHistoryProps = {
  itemType: RevisionItemType;
  itemId: number;
  // After a restore: the editor closes with the server's message and the list reloads.
  onRestored: (message: string) => void;
};

// The History button of the post and location editors, and its dialog: every kept version with who
// saved it and what changed, a comparison of any two, and restore after a confirmation.
export function RevisionHistory({ itemType, itemId, onRestored }: RevisionHistoryProps) {
  const [open, setOpen] = useState(false);
  return (
    <div className="revision-history">
      <Button variant="outline" className="btn--sm" onClick={() => setOpen(true)}>
        History
      </Button>
      <AdminDialog open={open} title="History" onRequestClose={() => setOpen(false)}>
        {open ? <RevisionList itemType={itemType} itemId={itemId} onRestored={onRestored} onClose={() => setOpen(false)} /> : null}
      </AdminDialog>
    </div>
  );
}

function RevisionList({ itemType, itemId, onRestored, onClose }: RevisionHistoryProps & { onClose: () => void }) {
  const [picked, setPicked] = useState<number[]>([]);
  // The two versions last asked to be compared, oldest first; the data route compares them.
  const [compared, setCompared] = useState<[number, number] | undefined>();
  const { reply, loading } = useRouteData<RevisionsData>(revisionsHref(itemType, itemId, compared));
  const [pendingRestore, setPendingRestore] = useState<RevisionSummary | null>(null);
  const restoring = useActionFetcher({ action: revisionsHref(itemType, itemId), refusalInline: true, onSuccess: (reply) => (onClose(), onRestored(reply.message)) });

  if (reply === undefined) return <PageSpinner label="Loading the history..." />;
  if (!reply.ok) return <div className="admin-dialog__body"><StatusMessage status={{ tone: 'error', text: reply.message }} /></div>;
  const list = reply.data.revisions;
  const comparison = compared ? reply.data.comparison : null;
  const comparing = loading && compared !== undefined;

  // Two at most: picking a third replaces the older pick.
  const toggle = (id: number) => setPicked((current) => (current.includes(id) ? current.filter((p) => p !== id) : [...current, id].slice(-2)));
  const compare = () => {
    const [from, to] = [...picked].sort((a, b) => a - b);
    setCompared([from, to]);
  };
  const restore = () => {
    if (!pendingRestore) return;
    restoring.submit({ revisionId: pendingRestore.revision_id });
    setPendingRestore(null);
  };
  const restoreError = restoring.refusal;

  return (
    <>
      <div className="admin-dialog__body">
        <p className="field__hint">
          The last {list.length === 1 ? 'version is' : `${list.length} versions are`} kept, newest first. Pick two to compare them. Restoring brings back a version’s
          content as a new save; whether the item is published stays as it is.
        </p>
        <StatusMessage status={restoreError ? { tone: 'error', text: restoreError } : null} />
        <AdminTable
          label="Saved versions"
          className="revision-table"
          columns={['Compare', 'Saved', 'By', 'Changed', <span className="visually-hidden">Restore</span>]}
          rows={list.map((revision, index) => {
            const saved = formatDateTime(revision.created_at);
            return (
              <tr key={revision.revision_id}>
                <td>
                  <input
                    type="checkbox"
                    checked={picked.includes(revision.revision_id)}
                    onChange={() => toggle(revision.revision_id)}
                    aria-label={`Compare the version saved ${saved}`}
                  />
                </td>
                <td>
                  {saved}
                  {index === 0 ? <span className="admin-chip">Current</span> : null}
                </td>
                <td>{revision.author}</td>
                <td>{revision.changes.length > 0 ? revision.changes.join(', ') : 'No changes'}</td>
                <td>
                  {index === 0 ? null : (
                    <Button variant="outline" className="btn--sm" onClick={() => setPendingRestore(revision)} aria-label={`Restore the version saved ${saved}`}>
                      Restore
                    </Button>
                  )}
                </td>
              </tr>
            );
          })}
        />
        {comparing ? <PageSpinner label="Comparing..." /> : null}
        {comparison === 'failed' ? <StatusMessage status={{ tone: 'error', text: 'The versions could not be compared. Please try again.' }} /> : null}
        {comparison && comparison !== 'failed' && !comparing ? <RevisionComparisonView comparison={comparison} /> : null}
      </div>
      <div className="admin-dialog__foot">
        <div className="btn-row">
          <Button variant="outline" onClick={onClose}>
            Close
          </Button>
          <Button onClick={compare} disabled={picked.length !== 2} busy={comparing} busyLabel="Comparing...">
            Compare selected
          </Button>
        </div>
      </div>
      <ConfirmDialog
        open={pendingRestore !== null}
        title="Restore this version?"
        message={
          pendingRestore
            ? `The content saved ${formatDateTime(pendingRestore.created_at)} by ${pendingRestore.author} replaces the current content, and unsaved changes in the form are lost. The current version stays in the history, and publication is not changed.`
            : ''
        }
        confirmLabel="Restore"
        busy={restoring.fetcher.state !== 'idle'}
        onCancel={() => setPendingRestore(null)}
        onConfirm={restore}
      />
    </>
  );
}
