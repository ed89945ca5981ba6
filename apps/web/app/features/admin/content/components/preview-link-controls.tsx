import type { PreviewKind, PreviewLink } from '@hvac/contracts';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { type PreviewReply, previewsHref } from '../api/preview-links';
import { useActionFetcher } from '../../kit/hooks/use-action-fetcher';
import { formatDateTime } from '../../kit/utils/display';

// Preview of the saved version: a link that works signed out for 24 hours, and a way to revoke them all.
// Both post to the data route's action; the outcome shows in the banner.
export function PreviewLinkControls({ kind, id }: { kind: PreviewKind; id: number }) {
  const [link, setLink] = useState<PreviewLink | null>(null);
  const { fetcher, pending, submit } = useActionFetcher<PreviewReply>({ action: previewsHref(kind, id), onSuccess: (reply) => setLink(reply.link ?? null) });
  const url = link ? new URL(link.path, window.location.origin).href : '';
  return (
    <div className="admin-preview">
      <p className="field__hint">Preview shows the saved version exactly as visitors will see it, to anyone with the link, for 24 hours. Save your changes first.</p>
      <div className="btn-row">
        <Button variant="outline" busy={pending('create')} busyLabel="Working..." onClick={() => submit({ intent: 'create' })}>
          Preview
        </Button>
        <Button variant="outline" disabled={fetcher.state !== 'idle'} onClick={() => submit({ intent: 'revoke' })}>
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
    </div>
  );
}
