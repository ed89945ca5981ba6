import type { SecondFactorSetup as Setup } from '@hvac/contracts';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { FormMessage } from './form-message';
import { OneTimeCodeField } from './one-time-code-field';
import { useCodeForm } from '../hooks/use-code-form';

// Scan (or type) the new secret into an authenticator app, then prove it with the first code; only then is it on.
export function SecondFactorSetupForm({ setup, onConfirm }: { setup: Setup; onConfirm: (code: string) => Promise<void> }) {
  const id = useId();
  const { code, setCode, busy, error, submit } = useCodeForm({
    check: (typed) => (/^\d{6}$/.test(typed) ? null : 'Type the 6 digits your app shows.'),
    send: onConfirm,
  });

  return (
    <form className="form second-factor-setup" noValidate onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Set up your authenticator app</h2>
      <ol className="second-factor-setup__steps">
        <li>Open an authenticator app on your phone (Google Authenticator, Microsoft Authenticator, 1Password …).</li>
        <li>
          Scan this QR code:
          <img className="second-factor-setup__qr" src={setup.qrCodeDataUrl} width={240} height={240} alt="QR code for your authenticator app" />
          or type this key: <code className="second-factor-setup__key" data-testid="manual-key">{setup.manualKey}</code>
        </li>
        <li>Type the 6-digit code the app shows.</li>
      </ol>
      <FormMessage text={error} />
      <OneTimeCodeField id={`${id}-code`} label="Code from the app" inputMode="numeric" value={code} onValue={setCode} />
      <Button type="submit" variant="navy" block busy={busy} busyLabel="Checking...">
        Turn on
      </Button>
    </form>
  );
}
