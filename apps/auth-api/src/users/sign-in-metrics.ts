import { Counter } from 'prom-client';

// Refused sign-ins, served by the metrics listener: a wrong password, an unknown e-mail or a wrong
// second-factor code; and attempts refused because a lock-out was in force, by its scope.
export const signInFailures = new Counter({
  name: 'hvac_sign_in_failures_total',
  help: 'Sign-in attempts refused for wrong credentials, by reason',
  labelNames: ['reason'],
});

export const signInLocks = new Counter({
  name: 'hvac_sign_in_locked_total',
  help: 'Sign-in attempts refused because a lock-out was in force, by lock scope and step',
  labelNames: ['scope', 'step'],
});
