import { authLimits } from '@hvac/contracts';
import { TextField } from '../../../components/ui/field';

type AccountEmailFieldProps = { id: string; value: string; error?: string; onChange: (value: string) => void };

// The account's e-mail address, as the sign-in and forgotten-password pages ask for it (password managers fill it).
export function AccountEmailField({ id, value, error, onChange }: AccountEmailFieldProps) {
  return (
    <TextField
      id={id}
      label="Email Address"
      type="email"
      name="email"
      autoComplete="username"
      inputMode="email"
      spellCheck={false}
      maxLength={authLimits.emailMax}
      value={value}
      error={error}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
