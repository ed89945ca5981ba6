import { useId, type ReactNode } from 'react';
import { lazyChunk } from '../../../../components/ui/lazy-chunk';
import { describedByIds, FieldShell } from '../../kit/components/form-fields';

// TipTap and ProseMirror load with the first editor, not with the admin screens (a failed load offers a retry).
const RichTextEditor = lazyChunk(() => import('./rich-text-editor'), 'The text editor');

type RichTextFieldProps = {
  label: string;
  value: string;
  onChange: (html: string) => void;
  required?: boolean;
  hint?: ReactNode;
  error?: string;
};

export function RichTextField({ label, value, onChange, required, hint, error }: RichTextFieldProps) {
  const id = useId();
  const labelId = `${id}-label`;
  return (
    <FieldShell id={id} labelId={labelId} label={label} required={required} hint={hint} error={error}>
      <RichTextEditor
        fallback={<div className="rte rte--loading" aria-hidden="true" />}
        labelId={labelId}
        describedBy={describedByIds(id, { hint, error })}
        invalid={Boolean(error)}
        required={required}
        value={value}
        onChange={onChange}
      />
    </FieldShell>
  );
}
