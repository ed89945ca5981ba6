import { type SecondFactorChallenge, type SecondFactorSetup, type UserInfo } from '@hvac/contracts';
import { useEffect, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { apiErrorMessage } from '../../../lib/api-error';
import { confirmSignInEnrolment, sendSignInCode, startSignInEnrolment } from '../api/second-factor-sign-in';
import { RecoveryCodesList } from './recovery-codes-list';
import { SecondFactorSetupForm } from './second-factor-setup';
import { FormMessage } from './form-message';
import { OneTimeCodeField } from './one-time-code-field';
import { useCodeForm } from '../hooks/use-code-form';

type StepProps = { challenge: SecondFactorChallenge; onSignedIn: (userInfo: UserInfo) => void; onRestart: () => void };

// The step after the password: a code (or a recovery code), or, when the owner requires a factor the user does not
// have yet, its set-up. The challenge lasts 5 minutes; after that the user starts again with the password.
export function SecondFactorStep(props: StepProps) {
  return props.challenge.enrol ? <EnrolmentStep {...props} /> : <CodeStep {...props} />;
}

function CodeStep({ challenge, onSignedIn, onRestart }: StepProps) {
  const id = useId();
  const { code, setCode, busy, error, submit } = useCodeForm({
    check: (typed) => (typed === '' ? 'Type the code from your authenticator app, or a recovery code.' : null),
    send: async (typed) => onSignedIn(await sendSignInCode({ challenge: challenge.challenge, code: typed })),
    clearOnFailure: true,
  });

  return (
    <form className="form signin-form" noValidate onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>Two-step verification</h1>
      <p className="signin-form__intro">Type the 6-digit code your authenticator app shows. Without your phone, use one of your recovery codes.</p>
      <FormMessage text={error} />
      <OneTimeCodeField id={`${id}-code`} label="Code" autoFocus value={code} onValue={setCode} />
      <Button type="submit" variant="navy" block busy={busy} busyLabel="Checking...">
        Verify
      </Button>
      <button type="button" className="signin-form__restart" onClick={onRestart}>
        Start again with the password
      </button>
    </form>
  );
}

function EnrolmentStep({ challenge, onSignedIn, onRestart }: StepProps) {
  const [setup, setSetup] = useState<SecondFactorSetup | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [signedIn, setSignedIn] = useState<{ userInfo: UserInfo; recoveryCodes: string[] } | null>(null);

  useEffect(() => {
    startSignInEnrolment(challenge.challenge).then(setSetup, async (failure: unknown) =>
      setError(await apiErrorMessage(failure, 'The set-up could not start. Please sign in again.')),
    );
  }, [challenge.challenge]);

  if (signedIn) return <RecoveryCodesList codes={signedIn.recoveryCodes} onDone={() => onSignedIn(signedIn.userInfo)} />;
  return (
    <div className="signin-form">
      <h1>Two-step verification is required</h1>
      <p className="signin-form__intro">The owner requires a second factor for every staff account. Set one up to finish signing in.</p>
      {error ? (
        <div role="alert" className="signin-form__alert">
          <p className="signin-form__error">{error}</p>
          <button type="button" className="signin-form__restart" onClick={onRestart}>
            Start again with the password
          </button>
        </div>
      ) : null}
      {setup ? (
        <SecondFactorSetupForm
          setup={setup}
          onConfirm={async (code) => {
            const { recoveryCodes, ...userInfo } = await confirmSignInEnrolment({ challenge: challenge.challenge, code });
            setSignedIn({ userInfo, recoveryCodes });
          }}
        />
      ) : null}
    </div>
  );
}
