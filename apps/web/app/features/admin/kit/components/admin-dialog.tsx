import { useEffect, useId, useRef, type ReactNode } from 'react';
import { CloseIcon } from '../../../../components/ui/icons';

type AdminDialogProps = {
  open: boolean;
  title: string;
  // Esc, the cross and the backdrop ask; the owner of the dialog decides whether it closes.
  onRequestClose: () => void;
  children: ReactNode;
  size?: 'wide' | 'narrow';
  alert?: boolean;
  describedBy?: string;
};

// A modal on the native <dialog>: the browser traps focus, makes the page behind it inert and
// returns focus to the opener on close. The element marked data-autofocus gets focus on open.
export function AdminDialog({ open, title, onRequestClose, children, size = 'wide', alert = false, describedBy }: AdminDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const wantOpen = useRef(open);
  wantOpen.current = open;

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (open && !el.open) {
      el.showModal();
      el.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    }
    if (!open && el.open) el.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={`admin-dialog admin-dialog--${size}`}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      role={alert ? 'alertdialog' : undefined}
      onCancel={(event) => {
        event.preventDefault();
        onRequestClose();
      }}
      onClose={() => {
        // The browser may force a modal closed (a repeated Esc); unsaved work must not vanish with it.
        const el = ref.current;
        if (wantOpen.current && el && !el.open) {
          el.showModal();
          onRequestClose();
        }
      }}
    >
      {open ? (
        <>
          <div className="admin-dialog__head">
            <h2 id={titleId}>{title}</h2>
            <button type="button" className="icon-btn" onClick={onRequestClose} aria-label="Close">
              <CloseIcon />
            </button>
          </div>
          {children}
        </>
      ) : null}
    </dialog>
  );
}
