import { useEffect, useRef, useState, type ReactNode } from 'react';
import { AdminDialog } from './admin-dialog';
import { ConfirmDialog } from './confirm-dialog';

type EditorDialogProps = {
  open: boolean;
  title: string;
  onClose: () => void;
  // The form inside reports whether it holds unsaved edits and gets the guarded close for its Discard button.
  children: (controls: { requestClose: () => void; setDirty: (dirty: boolean) => void }) => ReactNode;
};

// An editing popup that never drops unsaved work silently: Discard, the cross and Esc ask first.
export function EditorDialog({ open, title, onClose, children }: EditorDialogProps) {
  const dirty = useRef(false);
  const [confirming, setConfirming] = useState(false);

  useEffect(() => {
    if (!open) {
      dirty.current = false;
      setConfirming(false);
      return;
    }
    // Leaving the page (reload, closing the tab) with unsaved edits asks too.
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (dirty.current) event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [open]);

  const requestClose = () => {
    if (dirty.current) setConfirming(true);
    else onClose();
  };
  const setDirty = (value: boolean) => {
    dirty.current = value;
  };

  // The confirmation comes first so it closes first: each native dialog then hands focus back in turn
  // (confirmation -> the button in the editor, editor -> the button that opened it).
  return (
    <>
      <ConfirmDialog
        open={open && confirming}
        title="Discard your changes?"
        message="You have edits that are not saved. If you close this window now, they will be lost."
        confirmLabel="Discard changes"
        cancelLabel="Keep editing"
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          onClose();
        }}
      />
      <AdminDialog open={open} title={title} onRequestClose={requestClose}>
        {children({ requestClose, setDirty })}
      </AdminDialog>
    </>
  );
}
