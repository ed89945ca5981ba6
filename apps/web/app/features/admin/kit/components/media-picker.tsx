import { adminSearchMax, imageVariantUrl, type MediaItem } from '@hvac/contracts';
import { type FormEvent, useState } from 'react';
import type { Page } from '@hvac/contracts';
import { Button } from '../../../../components/ui/button';
import { mediaHref, pickerSize } from '../api/get-media';
import { useRouteData } from '../hooks/use-route-data';
import { AdminDialog } from './admin-dialog';

type MediaPickerProps = { open: boolean; title: string; onPick: (item: MediaItem) => void; onClose: () => void };

// The media library as a grid: each earlier upload with its alt text, so one can be used again.
// A dialog over an unsaved editor: its pages and search are kept in state, not in the address, so
// moving through them never leaves the editor. The pages come from the data route routes/admin/admin-media.ts.
export function MediaPicker({ open, title, onPick, onClose }: MediaPickerProps) {
  return (
    <AdminDialog open={open} title={title} onRequestClose={onClose}>
      {open ? <MediaLibrary onPick={onPick} onClose={onClose} /> : null}
    </AdminDialog>
  );
}

// Read only while the picker is open.
function MediaLibrary({ onPick, onClose }: Pick<MediaPickerProps, 'onPick' | 'onClose'>) {
  const [query, setQuery] = useState({ offset: 0, q: '' });
  const { reply, loading } = useRouteData<Page<MediaItem>>(mediaHref(query));
  const state = loading || reply === undefined ? { phase: 'loading' as const } : reply.ok ? { phase: 'ready' as const, ...reply.data } : { phase: 'failed' as const, message: reply.message };

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setQuery({ offset: 0, q: String(new FormData(event.currentTarget).get('q') ?? '').trim() });
  };
  const total = state.phase === 'ready' ? state.total : 0;

  return (
    <>
      <div className="admin-dialog__body">
        <form role="search" aria-label="Search images" className="admin-list-search" onSubmit={search}>
          <label htmlFor="media-picker-search">Search images</label>
          <input id="media-picker-search" type="search" name="q" defaultValue={query.q} maxLength={adminSearchMax} placeholder="Part of the alt text or caption" />
          <Button type="submit" variant="outline" className="btn--sm">
            Search
          </Button>
        </form>
        {state.phase === 'loading' ? <p role="status">Loading images...</p> : null}
        {state.phase === 'failed' ? <p className="field__error" role="alert">{state.message}</p> : null}
        {state.phase === 'ready' && state.items.length === 0 ? <p className="admin-empty">{query.q ? `No image matches “${query.q}”.` : 'No images uploaded yet.'}</p> : null}
        {state.phase === 'ready' && state.items.length > 0 ? (
          <ul className="admin-media-grid" aria-label="Uploaded images">
            {state.items.map((item) => (
              <li key={item.media_id}>
                <button type="button" className="admin-media-grid__item" onClick={() => onPick(item)} aria-label={`Use ${item.decorative ? 'decorative image' : item.alt}`}>
                  <img src={imageVariantUrl(item.url, 480)} alt="" width={item.width} height={item.height} loading="lazy" />
                  <span>{item.decorative ? 'Decorative (no alt text)' : item.alt}</span>
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        {total > pickerSize ? (
          <div className="admin-pagination">
            <p>
              Showing {query.offset + 1}–{Math.min(query.offset + pickerSize, total)} of {total}
            </p>
            <div className="btn-row">
              <Button variant="outline" className="btn--sm" disabled={query.offset === 0} onClick={() => setQuery({ ...query, offset: Math.max(0, query.offset - pickerSize) })}>
                ← Newer images
              </Button>
              <Button variant="outline" className="btn--sm" disabled={query.offset + pickerSize >= total} onClick={() => setQuery({ ...query, offset: query.offset + pickerSize })}>
                Older images →
              </Button>
            </div>
          </div>
        ) : null}
      </div>
      <div className="admin-dialog__foot">
        <Button variant="outline" onClick={onClose} data-autofocus>
          Cancel
        </Button>
      </div>
    </>
  );
}
