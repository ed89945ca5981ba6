import { normaliseSitePath } from '@hvac/contracts';
import { TextField } from '../../kit/components/form-fields';

type RedirectsTargetFieldProps = { value: string; onChange: (value: string) => void };

// Asked when a page is deleted: its address keeps working by sending visitors (and search engines,
// with a permanent redirect) to another page. Empty means the address simply stops existing.
export function RedirectsTargetField({ value, onChange }: RedirectsTargetFieldProps) {
  const checked = value.trim() ? normaliseSitePath(value, 'The address') : null;
  return (
    <TextField
      label="Send visitors of its address to"
      value={value}
      onChange={onChange}
      hint="A path on this site, such as /blog. Leave empty to let the old address show “not found”."
      error={checked && !checked.ok ? checked.message : undefined}
    />
  );
}
