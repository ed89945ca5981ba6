import { authLimits, type SecondFactorSetup, type SecondFactorStatus } from '@hvac/contracts';
import { useId, useState, type FormEvent } from 'react';
import { useRevalidator } from 'react-router';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { apiErrorMessage } from '../../../lib/api-error';
import { confirmEnrolment, disableSecondFactor, saveSecuritySettings, startEnrolment } from '../api/second-factor';
import { RecoveryCodesList } from './recovery-codes-list';
import { SecondFactorSetupForm } from './second-factor-setup';
import { FormMessage } from './form-message';
import { OneTimeCodeField } from './one-time-code-field';

type SecurityScreenProps = { status: SecondFactorStatus; requireSecondFactor: boolean; isOwner: boolean };

// The signed-in user's sign-in security: their authenticator app and recovery codes; for the owner, the setting
// that requires a second factor of every staff account.
export function SecurityScreen({ status, requireSecondFactor, isOwner }: SecurityScreenProps) {
  const revalidator = useRevalidator();
  const [setup, setSetup] = useState<SecondFactorSetup | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (action: () => Promise<string | undefined>, failure: string) => {
    setBusy(true);
    setMessage(null);
    try {
      const done = await action();
      if (done) setMessage({ ok: true, text: done });
      await revalidator.revalidate();
    } catch (error) {
      setMessage({ ok: false, text: await apiErrorMessage(error, failure) });
    }
    setBusy(false);
  };

  return (
    <>
      <div className="admin-page__head">
        <div>
          <h1>Sign-in security</h1>
          <p className="lead">A second factor asks for a code from your phone after the password, so a stolen password alone cannot sign in.</p>
        </div>
      </div>
      <FormMessage role="status" text={message?.text} ok={message?.ok} />
      {recoveryCodes ? (
        <RecoveryCodesList codes={recoveryCodes} onDone={() => setRecoveryCodes(null)} />
      ) : setup ? (
        <SecondFactorSetupForm
          setup={setup}
          onConfirm={async (code) => {
            const reply = await confirmEnrolment(code);
            setSetup(null);
            setRecoveryCodes(reply.recoveryCodes);
            await revalidator.revalidate();
          }}
        />
      ) : status.enabled ? (
        <section className="admin-form" aria-label="Your second factor">
          <p data-testid="second-factor-state">
            Two-step verification is <strong>on</strong>. Recovery codes left: {status.recoveryCodesLeft}.
          </p>
          <DisableForm
            onDisabled={async (text) => {
              setMessage({ ok: true, text });
              await revalidator.revalidate();
            }}
          />
        </section>
      ) : (
        <section className="admin-form" aria-label="Your second factor">
          <p data-testid="second-factor-state">
            Two-step verification is <strong>off</strong>.{status.required ? ' The owner requires it: you will be asked to set it up at your next sign-in.' : ''}
          </p>
          <StartEnrolmentForm busy={busy} onStart={(password) => run(async () => void setSetup(await startEnrolment(password)), 'The set-up could not start. Please try again.')} />
        </section>
      )}
      {isOwner ? (
        <section className="admin-form" aria-label="Staff sign-in">
          <label className="checkbox">
            <input
              type="checkbox"
              checked={requireSecondFactor}
              disabled={busy}
              onChange={(e) => {
                const required = e.target.checked;
                void run(async () => {
                  await saveSecuritySettings({ requireSecondFactor: required });
                  return required ? 'Every staff account now needs a second factor.' : 'A second factor is now optional for staff.';
                }, 'The setting could not be saved. Please try again.');
              }}
            />{' '}
            Require a second factor for every staff account
          </label>
        </section>
      ) : null}
    </>
  );
}

function DisableForm({ onDisabled }: { onDisabled: (message: string) => Promise<void> }) {
  const id = useId();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password || !code.trim()) {
      setError('Type your password and a code from your app (or a recovery code).');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await onDisabled((await disableSecondFactor({ password, code: code.trim() })).message);
    } catch (failure) {
      setError(await apiErrorMessage(failure, 'The second factor could not be turned off. Please try again.'));
      setBusy(false);
    }
  };

  return (
    <form className="form" noValidate onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Turn two-step verification off</h2>
      <FormMessage text={error} />
      <TextField id={`${id}-password`} label="Password" type="password" autoComplete="current-password" maxLength={authLimits.passwordMax} value={password} onChange={(e) => setPassword(e.target.value)} />
      <OneTimeCodeField id={`${id}-code`} label="Code from the app, or a recovery code" value={code} onValue={setCode} />
      <Button type="submit" variant="danger" busy={busy} busyLabel="Turning off...">
        Turn off
      </Button>
    </form>
  );
}

// Setting up a factor asks for the password again, so an unattended session cannot switch one on.
function StartEnrolmentForm({ busy, onStart }: { busy: boolean; onStart: (password: string) => Promise<void> }) {
  const id = useId();
  const [password, setPassword] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (password) void onStart(password).then(() => setPassword(''));
  };
  return (
    <form className="form" noValidate onSubmit={submit} aria-label="Set up an authenticator app">
      <TextField id={`${id}-password`} label="Your password" type="password" autoComplete="current-password" maxLength={authLimits.passwordMax} value={password} onChange={(e) => setPassword(e.target.value)} />
      <Button type="submit" variant="navy" busy={busy} busyLabel="Starting..." disabled={!password}>
        Set up an authenticator app
      </Button>
    </form>
  );
}
