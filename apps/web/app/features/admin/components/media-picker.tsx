import { imageVariantUrl, type MediaItem } from '@hvac/contracts';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { apiErrorMessage } from '../../../lib/api-error';
import { getMedia } from '../api/get-media';
import { AdminDialog } from './admin-dialog';

const pickerSize = 60;

type MediaPickerProps = { open: boolean; title: string; onPick: (item: MediaItem) => void; onClose: () => void };

// The media library as a grid: each earlier upload with its alt text, so one can be used again.
export function MediaPicker({ open, title, onPick, onClose }: MediaPickerProps) {
  const [state, setState] = useState<{ phase: 'loading' } | { phase: 'ready'; items: MediaItem[] } | { phase: 'failed'; message: string }>({ phase: 'loading' });

  useEffect(() => {
    if (!open) return;
    let current = true;
    setState({ phase: 'loading' });
    getMedia(pickerSize).then(
      (page) => current && setState({ phase: 'ready', items: page.items }),
      async (error: unknown) => {
        const message = await apiErrorMessage(error, 'The media library could not be loaded.');
        if (current) setState({ phase: 'failed', message });
      },
    );
    return () => {
      current = false;
    };
  }, [open]);

  return (
    <AdminDialog open={open} title={title} onRequestClose={onClose}>
      <div className="admin-dialog__body">
        {state.phase === 'loading' ? <p role="status">Loading images...</p> : null}
        {state.phase === 'failed' ? <p className="field__error" role="alert">{state.message}</p> : null}
        {state.phase === 'ready' && state.items.length === 0 ? <p className="admin-empty">No images uploaded yet.</p> : null}
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
      </div>
      <div className="admin-dialog__foot">
        <Button variant="outline" onClick={onClose} data-autofocus>
          Cancel
        </Button>
      </div>
    </AdminDialog>
  );
}
