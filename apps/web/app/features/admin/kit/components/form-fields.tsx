import { useId, type ReactNode } from 'react';

type FieldShellProps = {
  id: string;
  label: string;
  required?: boolean;
  hint?: ReactNode;
  error?: string;
  counter?: ReactNode;
  labelId?: string;
  children: ReactNode;
};

export function describedByIds(id: string, parts: { hint?: unknown; error?: unknown; counter?: unknown }): string | undefined {
  const ids = [parts.error ? `${id}-error` : '', parts.hint ? `${id}-hint` : '', parts.counter ? `${id}-counter` : ''].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

function focusLabelled(labelId: string) {
  document.querySelector<HTMLElement>(`[aria-labelledby="${labelId}"][contenteditable]`)?.focus();
}

export function FieldShell({ id, label, required, hint, error, counter, labelId, children }: FieldShellProps) {
  return (
    <div className="field admin-field">
      <div className="admin-field__top">
        {/* A rich-text area is not a form control: its label is named by id and focuses it on click. */}
        <label htmlFor={labelId ? undefined : id} id={labelId} onClick={labelId ? () => focusLabelled(labelId) : undefined}>
          {label}
          {required ? (
            <span className="admin-field__required" aria-hidden="true">
              {' '}*
            </span>
          ) : null}
        </label>
        {counter ? (
          <span className="admin-field__counter" id={`${id}-counter`}>
            {counter}
          </span>
        ) : null}
      </div>
      {hint ? (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {children}
      {error ? (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

type CharacterCount = { recommended?: number; max: number };

function Counter({ length, count }: { length: number; count: CharacterCount }) {
  const over = count.recommended !== undefined && length > count.recommended;
  return (
    <span className={over ? 'admin-counter admin-counter--over' : 'admin-counter'}>
      {length}
      {count.recommended !== undefined ? ` / ${count.recommended} recommended` : ` / ${count.max}`}
      {over ? ' (may be cut off in search results)' : ''}
    </span>
  );
}

type TextFieldProps = {
  id?: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  hint?: ReactNode;
  error?: string;
  maxLength?: number;
  count?: CharacterCount;
  multiline?: boolean;
  type?: 'text' | 'url' | 'date' | 'datetime-local';
  placeholder?: string;
  autoFocus?: boolean;
  inputMode?: 'text' | 'url';
};

export function TextField({ id: givenId, label, value, onChange, required, hint, error, maxLength, count, multiline, type = 'text', placeholder, autoFocus, inputMode }: TextFieldProps) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const counter = count ? <Counter length={value.length} count={count} /> : null;
  const common = {
    id,
    value,
    maxLength: count?.max ?? maxLength,
    placeholder,
    'aria-required': required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedByIds(id, { hint, error, counter }),
    ...(autoFocus ? { 'data-autofocus': true } : {}),
  };
  return (
    <FieldShell id={id} label={label} required={required} hint={hint} error={error} counter={counter}>
      {multiline ? (
        <textarea {...common} rows={3} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input {...common} type={type} inputMode={inputMode} onChange={(e) => onChange(e.target.value)} />
      )}
    </FieldShell>
  );
}

type SelectFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: { value: string; label: string }[];
  placeholder: string;
  required?: boolean;
  error?: string;
  hint?: ReactNode;
};

export function SelectField({ label, value, onChange, options, placeholder, required, error, hint }: SelectFieldProps) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} required={required} hint={hint} error={error}>
      <select
        id={id}
        value={value}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedByIds(id, { hint, error })}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}
