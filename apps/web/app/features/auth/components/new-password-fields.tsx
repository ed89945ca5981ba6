import { authLimits } from '@hvac/contracts';
import { TextField } from '../../../components/ui/field';
import { passwordRuleHint, passwordShortfall } from '../utils/new-password';

type PasswordInputProps = { id: string; label: string; value: string; error?: string; onChange: (value: string) => void };

// A password being chosen (invitation, reset, change): the rule under it, and the characters still missing while
// it is typed.
export function NewPasswordField({ id, label, value, error, onChange }: PasswordInputProps) {
  return (
    <TextField
      id={id}
      label={label}
      type="password"
      name="new-password"
      autoComplete="new-password"
      maxLength={authLimits.passwordMax}
      hint={passwordRuleHint}
      value={value}
      error={error ?? passwordShortfall(value)}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

// The chosen password typed again.
export function RepeatPasswordField({ id, label, value, error, onChange }: PasswordInputProps) {
  return (
    <TextField
      id={id}
      label={label}
      type="password"
      name="repeat-password"
      autoComplete="new-password"
      maxLength={authLimits.passwordMax}
      value={value}
      error={error}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
