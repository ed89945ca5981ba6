import { type ReactNode, useId } from 'react';
import { Button } from '../../../../components/ui/button';
import { AdminDialog } from './admin-dialog';

type ConfirmDialogProps = {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel?: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  // A choice that goes with the action (where a deleted page's address should lead).
  children?: ReactNode;
};

// Asks before anything that cannot be undone. The safe choice has focus, so Enter never destroys.
export function ConfirmDialog({ open, title, message, confirmLabel, cancelLabel = 'Cancel', busy, onConfirm, onCancel, children }: ConfirmDialogProps) {
  const messageId = useId();
  return (
    <AdminDialog open={open} title={title} onRequestClose={onCancel} size="narrow" alert describedBy={messageId}>
      <div className="admin-dialog__body">
        <p id={messageId}>{message}</p>
        {children}
      </div>
      <div className="admin-dialog__foot">
        <Button variant="outline" onClick={onCancel} data-autofocus>
          {cancelLabel}
        </Button>
        <Button variant="danger" onClick={onConfirm} busy={busy} busyLabel="Working...">
          {confirmLabel}
        </Button>
      </div>
    </AdminDialog>
  );
}
