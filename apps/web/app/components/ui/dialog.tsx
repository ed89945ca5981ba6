import { useEffect, useId, useRef, type ReactNode } from 'react';
import { CloseIcon } from './icons';

type DialogProps = { open: boolean; title: string; onClose: () => void; children: ReactNode };

// A modal on the native <dialog>: focus trapping, Esc and the backdrop come from the browser.
export function Dialog({ open, title, onClose, children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (open && !el.open) el.showModal();
    if (!open && el.open) el.close();
  }, [open]);

  return (
    <dialog ref={ref} className="dialog" aria-labelledby={titleId} onClose={onClose} onCancel={(e) => { e.preventDefault(); onClose(); }}>
      {open ? (
        <>
          <div className="dialog__head">
            <h2 id={titleId}>{title}</h2>
            <button type="button" className="icon-btn" onClick={onClose} aria-label="Close">
              <CloseIcon />
            </button>
          </div>
          <div className="dialog__body">{children}</div>
        </>
      ) : null}
    </dialog>
  );
}
