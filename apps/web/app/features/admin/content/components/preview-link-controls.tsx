import type { PreviewKind, PreviewLink } from '@hvac/contracts';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { type Status, StatusMessage } from '../../../../components/ui/status-message';
import { createPreviewLink, revokePreviewLinks } from '../api/preview-links';
import { formatDateTime } from '../../kit/utils/display';

// Preview of the saved version: a link that works signed out for 24 hours, and a way to revoke them all.
export function PreviewLinkControls({ kind, id }: { kind: PreviewKind; id: number }) {
  const [link, setLink] = useState<PreviewLink | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setStatus] = useState<Status>(null);
  const run = async (work: () => Promise<Status>) => {
    setBusy(true);
    try {
      setStatus(await work());
    } catch {
      setStatus({ tone: 'error', text: 'That did not work. Please try again.' });
    } finally {
      setBusy(false);
    }
  };
  const url = link ? new URL(link.path, window.location.origin).href : '';
  return (
    <div className="admin-preview">
      <p className="field__hint">Preview shows the saved version exactly as visitors will see it, to anyone with the link, for 24 hours. Save your changes first.</p>
      <div className="btn-row">
        <Button
          variant="outline"
          busy={busy}
          busyLabel="Working..."
          onClick={() =>
            run(async () => {
              setLink(await createPreviewLink(kind, id));
              return null;
            })
          }
        >
          Preview
        </Button>
        <Button
          variant="outline"
          disabled={busy}
          onClick={() =>
            run(async () => {
              const revoked = await revokePreviewLinks(kind, id);
              setLink(null);
              return { tone: 'success', text: revoked === 1 ? 'One preview link revoked.' : `${revoked} preview links revoked.` };
            })
          }
        >
          Revoke preview links
        </Button>
      </div>
      {link ? (
        <p>
          <a href={link.path} target="_blank" rel="noopener">
            Open the preview<span className="visually-hidden"> (opens in a new tab)</span>
          </a>{' '}
          (valid until {formatDateTime(link.expiresAt)}):{' '}
          <input className="admin-preview__url" readOnly value={url} aria-label="Preview link to copy" onFocus={(e) => e.currentTarget.select()} />
        </p>
      ) : null}
      <StatusMessage status={outcome} />
    </div>
  );
}
