import { authLimits } from '@hvac/contracts';
import { TextField } from '../../../components/ui/field';
import { passwordRuleHint, passwordShortfall } from '../utils/new-password';

type PasswordInputProps = { id: string; label: string; value: string; error?: string; onChange: (value: string) => void };

function ChosenPasswordField({ name, hint, onChange, ...field }: PasswordInputProps & { name: string; hint?: string }) {
  return <TextField {...field} type="password" name={name} autoComplete="new-password" maxLength={authLimits.passwordMax} hint={hint} onChange={(e) => onChange(e.target.value)} />;
}

// A password being chosen (invitation, reset, change): the rule under it, and the characters still missing while
// it is typed.
export function NewPasswordField(props: PasswordInputProps) {
  return <ChosenPasswordField {...props} name="new-password" hint={passwordRuleHint} error={props.error ?? passwordShortfall(props.value)} />;
}

// The chosen password typed again.
export function RepeatPasswordField(props: PasswordInputProps) {
  return <ChosenPasswordField {...props} name="repeat-password" />;
}
