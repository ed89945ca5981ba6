import { Button } from '../../../../components/ui/button';
import type { KeptDraft } from '../hooks/use-kept-draft';

const timeFormat = new Intl.DateTimeFormat('en-CA', { dateStyle: 'medium', timeStyle: 'short' });

// Offers back the unsaved edits this browser kept (see use-kept-draft).
export function KeptDraftNotice<T>({ kept, onRestore, onDismiss }: { kept: KeptDraft<T> | null; onRestore: () => void; onDismiss: () => void }) {
  if (!kept) return null;
  return (
    <div className="kept-draft" role="status">
      <p>
        Unsaved changes from <strong>{timeFormat.format(new Date(kept.savedAt))}</strong> were kept in this browser.
      </p>
      <div className="btn-row">
        <Button type="button" variant="primary" onClick={onRestore}>
          Restore them
        </Button>
        <Button type="button" variant="outline" onClick={onDismiss}>
          Dismiss
        </Button>
      </div>
    </div>
  );
}
