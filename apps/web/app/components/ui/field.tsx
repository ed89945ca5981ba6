import { type InputHTMLAttributes, type ReactNode, type RefObject, type TextareaHTMLAttributes, useCallback, useEffect, useState } from 'react';

type FieldProps = {
  id: string;
  label: string;
  error?: string;
  optional?: boolean;
  hint?: string;
  // The label stays for screen readers when the design shows none (a placeholder says it).
  labelHidden?: boolean;
  // A control beside the input (a Subscribe button, a Show/Hide toggle), in a row styled by className.
  beside?: { className: string; content: ReactNode };
};

function describedBy(id: string, error?: string, hint?: string): string | undefined {
  return [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
}

// Label, control, hint and error; aria-invalid and aria-describedby tie the error to the control.
function FieldFrame({ id, label, error, optional, hint, labelHidden, beside, control }: FieldProps & { control: ReactNode }) {
  return (
    <div className="field">
      <label htmlFor={id} className={labelHidden ? 'visually-hidden' : undefined}>
        {label} {optional ? <span className="optional">(optional)</span> : null}
      </label>
      {beside ? (
        <div className={beside.className}>
          {control}
          {beside.content}
        </div>
      ) : (
        control
      )}
      {hint ? <span className="field__hint" id={`${id}-hint`}>{hint}</span> : null}
      {error ? <span className="field__error" id={`${id}-error`}>{error}</span> : null}
    </div>
  );
}

// An explicit type by default: HTML_CodeSniffer (H98) checks autocomplete against the input's stated type.
export function TextField({ id, label, error, optional, hint, labelHidden, beside, type = 'text', ...input }: FieldProps & InputHTMLAttributes<HTMLInputElement>) {
  const control = <input id={id} type={type} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, error, hint)} {...input} />;
  return <FieldFrame {...{ id, label, error, optional, hint, labelHidden, beside, control }} />;
}

export function TextAreaField({ id, label, error, optional, hint, ...textarea }: Omit<FieldProps, 'labelHidden' | 'beside'> & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const control = <textarea id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, error, hint)} {...textarea} />;
  return <FieldFrame {...{ id, label, error, optional, hint, control }} />;
}

// After a failed check, focus goes to the first field with an error so keyboard and screen-reader users
// land on it. Says whether there was one.
export function focusFirstError(container: HTMLElement | null): boolean {
  const invalid = container?.querySelector<HTMLElement>('[aria-invalid="true"]');
  invalid?.focus();
  return Boolean(invalid);
}

// For a form whose errors are set after a reply: the returned function moves the focus to the first field
// marked invalid once React has committed the marks (an effect, then the next frame), never before them.
export function useFocusFirstError(formRef: RefObject<HTMLFormElement | null>): () => void {
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (attempt === 0) return;
    const frame = requestAnimationFrame(() => focusFirstError(formRef.current));
    return () => cancelAnimationFrame(frame);
  }, [attempt, formRef]);
  return useCallback(() => setAttempt((n) => n + 1), []);
}
