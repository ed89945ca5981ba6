import { authLimits, isSecondFactorChallenge, type SecondFactorChallenge, type UserInfo } from '@hvac/contracts';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { TextField, useFocusFirstError } from '../../../components/ui/field';
import { paths } from '../../../config/paths';
import { apiErrorMessage } from '../../../lib/api-error';
import { signIn } from '../api/sign-in';
import { AccountEmailField } from './account-email-field';
import { SecondFactorStep } from './second-factor-step';
import { useSessionStore } from '../../../lib/session/session-store';
import { type SignInErrors, validateSignIn } from '../utils/validate-sign-in';
import { FormMessage } from './form-message';

const genericError = 'Sign-in failed. Please try again.';

// The spec's sign-in: Email Address, Password with Show/Hide, 'Sign In'. The server's message (a wrong
// password, a lock-out) or a generic one shows in red above the form; a confirmation another page sent along
// (a password reset) in green, until something else needs saying.
export function SignInForm({ onSignedIn, confirmation }: { onSignedIn: () => void; confirmation?: string }) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useFocusFirstError(formRef);
  const notice = useSessionStore((s) => s.notice);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [errors, setErrors] = useState<SignInErrors>({});
  const [loading, setLoading] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [challenge, setChallenge] = useState<SecondFactorChallenge | null>(null);

  const finish = (userInfo: UserInfo) => {
    if (!userInfo.isAdmin) {
      setChallenge(null);
      setServerError('This account cannot use the admin portal.');
      setLoading(false);
      return;
    }
    useSessionStore.getState().signIn(userInfo);
    onSignedIn();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateSignIn(email, password);
    setErrors(found);
    setServerError(null);
    if (found.email || found.password) {
      focusFirstInvalid();
      return;
    }
    setLoading(true);
    try {
      const reply = await signIn({ email: email.trim(), password });
      if (isSecondFactorChallenge(reply)) {
        setChallenge(reply);
        setPassword('');
        setLoading(false);
        return;
      }
      finish(reply);
    } catch (error) {
      setServerError(await apiErrorMessage(error, genericError));
      setLoading(false);
      setPassword('');
    }
  };

  const alertText = serverError ?? notice;

  if (challenge) return <SecondFactorStep challenge={challenge} onSignedIn={finish} onRestart={() => setChallenge(null)} />;

  return (
    <form ref={formRef} className="form signin-form" noValidate onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>Sign In</h1>
      <p className="signin-form__intro">Sign in to manage your blog, location pages and enquiries.</p>
      <FormMessage text={alertText} />
      {confirmation && !alertText ? (
        <p role="status" className="signin-form__success">
          {confirmation}
        </p>
      ) : null}
      <AccountEmailField id={`${id}-email`} value={email} error={errors.email} onChange={setEmail} />
      <TextField
        id={`${id}-password`}
        label="Password"
        type={showPassword ? 'text' : 'password'}
        name="password"
        autoComplete="current-password"
        maxLength={authLimits.passwordMax}
        value={password}
        error={errors.password}
        onChange={(e) => setPassword(e.target.value)}
        beside={{
          className: 'password-input',
          content: (
            <button
              type="button"
              className="password-input__toggle"
              aria-controls={`${id}-password`}
              aria-label={showPassword ? 'Hide password' : 'Show password'}
              onClick={() => setShowPassword((v) => !v)}
            >
              {showPassword ? 'Hide' : 'Show'}
            </button>
          ),
        }}
      />
      <Button type="submit" variant="navy" block busy={loading} busyLabel="Signing in...">
        Sign In
      </Button>
      <p className="signin-form__aside">
        <Link to={paths.forgotPassword.getHref()}>Forgot password?</Link>
      </p>
    </form>
  );
}
