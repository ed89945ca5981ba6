import type { InputHTMLAttributes, TextareaHTMLAttributes } from 'react';

type Common = { id: string; label: string; error?: string; optional?: boolean; hint?: string };

function describedBy(id: string, error?: string, hint?: string): string | undefined {
  return [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
}

function Extras({ id, error, hint }: Pick<Common, 'id' | 'error' | 'hint'>) {
  return (
    <>
      {hint ? <span className="field__hint" id={`${id}-hint`}>{hint}</span> : null}
      {error ? <span className="field__error" id={`${id}-error`}>{error}</span> : null}
    </>
  );
}

export function TextField({ id, label, error, optional, hint, ...input }: Common & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div className="field">
      <label htmlFor={id}>
        {label} {optional ? <span className="optional">(optional)</span> : null}
      </label>
      <input id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, error, hint)} {...input} />
      <Extras id={id} error={error} hint={hint} />
    </div>
  );
}

export function TextAreaField({ id, label, error, optional, hint, ...input }: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <div className="field">
      <label htmlFor={id}>
        {label} {optional ? <span className="optional">(optional)</span> : null}
      </label>
      <textarea id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, error, hint)} {...input} />
      <Extras id={id} error={error} hint={hint} />
    </div>
  );
}

// After a failed check, focus goes to the first field with an error so keyboard and screen-reader users land on it.
export function focusFirstError(form: HTMLFormElement | null): void {
  form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}
