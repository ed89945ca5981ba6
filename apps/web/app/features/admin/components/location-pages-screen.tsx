import type { LocationPage } from '@hvac/contracts';
import { useId, useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import { Button } from '../../../components/ui/button';
import { PageSpinner } from '../../../components/ui/spinner';
import { StatusMessage } from '../../../components/ui/status-message';
import { paths } from '../../../config/paths';
import { apiErrorMessage } from '../../../lib/api-error';
import { deleteLocationPage } from '../api/delete-location-page';
import { getLocationPage } from '../api/get-location-page';
import { useAsync } from '../hooks/use-async';
import { useBannerStore } from '../stores/banner-store';
import { formatDate } from '../utils/display';
import { ConfirmDialog } from './confirm-dialog';
import { EditorDialog } from './editor-dialog';
import { LocationForm } from './location-form';

type EditTarget = { mode: 'create' } | { mode: 'edit'; id: number };

export function LocationPagesScreen({ pages }: { pages: LocationPage[] }) {
  const revalidator = useRevalidator();
  const showBanner = useBannerStore((s) => s.show);
  const [target, setTarget] = useState<EditTarget | null>(null);
  const [pendingDelete, setPendingDelete] = useState<LocationPage | null>(null);
  const [deleting, setDeleting] = useState(false);
  // After a delete the card (and its button) is gone: focus lands on the page heading instead.
  const headingRef = useRef<HTMLHeadingElement>(null);

  const onSaved = (message: string) => {
    setTarget(null);
    showBanner('success', message);
    void revalidator.revalidate();
  };

  const confirmDelete = async () => {
    if (!pendingDelete) return;
    setDeleting(true);
    try {
      showBanner('success', await deleteLocationPage(pendingDelete.location_id));
    } catch (error) {
      showBanner('error', await apiErrorMessage(error, 'The location page could not be deleted. Please try again.'));
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
            Location Pages
          </h1>
          <p className="lead">One page for each town you serve, so people searching there find you.</p>
        </div>
        <Button onClick={() => setTarget({ mode: 'create' })}>Add New Location Page</Button>
      </div>
      {pages.length === 0 ? (
        <p className="admin-empty">No location pages yet. Choose ‘Add New Location Page’ to create one.</p>
      ) : (
        <ul className="admin-cards admin-cards--compact" aria-busy={revalidator.state === 'loading' || undefined}>
          {pages.map((page) => (
            <LocationCard key={page.location_id} page={page} onEdit={() => setTarget({ mode: 'edit', id: page.location_id })} onDelete={() => setPendingDelete(page)} />
          ))}
        </ul>
      )}
      <EditorDialog open={target !== null} title="Location Page Upload" onClose={() => setTarget(null)}>
        {({ requestClose, setDirty }) =>
          target?.mode === 'edit' ? (
            <EditLocationPage id={target.id} requestClose={requestClose} setDirty={setDirty} onSaved={onSaved} />
          ) : (
            <LocationForm page={null} requestClose={requestClose} setDirty={setDirty} onSaved={onSaved} />
          )
        }
      </EditorDialog>
      <ConfirmDialog
        open={pendingDelete !== null}
        title="Delete this location page?"
        message={`The page /location/${pendingDelete?.slug_url ?? ''} will be removed from the website. This cannot be undone.`}
        confirmLabel="Delete Location"
        busy={deleting}
        onCancel={() => setPendingDelete(null)}
        onConfirm={() => void confirmDelete()}
      />
    </>
  );
}

function LocationCard({ page, onEdit, onDelete }: { page: LocationPage; onEdit: () => void; onDelete: () => void }) {
  const titleId = useId();
  const href = paths.location.getHref(page.slug_url);
  return (
    <li className="admin-card">
      <div className="admin-card__body">
        <h2 id={titleId} className="admin-card__title">
          <a href={href} target="_blank" rel="noopener">
            /location/{page.slug_url}
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </h2>
        <p className="admin-card__text">{page.main_heading}</p>
        {page.updated_at ? <p className="admin-card__meta">Last changed {formatDate(page.updated_at)}</p> : null}
      </div>
      <div className="admin-card__actions">
        <Button variant="navy" className="btn--sm" onClick={onEdit} aria-describedby={titleId}>
          Edit Location
        </Button>
        <Button variant="outline" className="btn--sm btn--quiet-danger" onClick={onDelete} aria-describedby={titleId}>
          Delete Location
        </Button>
      </div>
    </li>
  );
}

type EditLocationPageProps = { id: number; requestClose: () => void; setDirty: (dirty: boolean) => void; onSaved: (message: string) => void };

function EditLocationPage({ id, requestClose, setDirty, onSaved }: EditLocationPageProps) {
  const state = useAsync(() => getLocationPage(id), [id]);
  if (state.status === 'loading') return <PageSpinner label="Loading the page..." />;
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
  return <LocationForm page={state.data} requestClose={requestClose} setDirty={setDirty} onSaved={onSaved} />;
}
