import { authLimits } from '@hvac/contracts';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';

export const passwordMinLength = 12;
// zxcvbn's score 3: "safely unguessable", about 10^8 guesses or more.
export const passwordMinScore = 3;

// The estimator with its dictionaries bundled (common passwords, names, English words, keyboard patterns): no
// network call. Built on first use, since building it takes a noticeable part of a second that a start-up without
// a password to check should not pay.
let estimator: ZxcvbnFactory | undefined;
const passwordEstimator = () =>
  (estimator ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...english.dictionary },
    graphs: common.adjacencyGraphs,
    translations: english.translations,
  }));

// Passwords that ship in examples and tutorials; an attacker tries these first, also repeated.
const knownDefaults = new Set(['password', 'changeme', 'admin', 'administrator', 'letmein', 'welcome', 'qwerty', 'secret', 'default', 'hvac']);

// Returns why a password is too weak for a staff account, or undefined when it is acceptable. The first argument
// after the password is the e-mail; all of them are what an attacker knows about the person (e-mail, name, the
// business), which the estimator treats as guessable.
export function passwordWeakness(password: string, email?: string, ...userInputs: (string | undefined)[]): string | undefined {
  if (password.length < passwordMinLength) return `must be at least ${passwordMinLength} characters long`;
  if (password.length > authLimits.passwordMax) return `must be at most ${authLimits.passwordMax} characters long`;
  if (new Set(password).size < 6) return 'must use at least 6 different characters';
  const letters = password.toLowerCase().replace(/[^a-z]/g, '');
  const repeated = /^(.+?)\1+$/.exec(letters)?.[1] ?? letters;
  if (knownDefaults.has(letters) || knownDefaults.has(repeated) || /^(change-?me|password)/i.test(password)) return 'is a well-known default';
  const emailName = email?.split('@')[0]?.toLowerCase();
  if (emailName && emailName.length >= 3 && password.toLowerCase().includes(emailName)) return 'must not contain the e-mail name';
  const inputs = [email, ...userInputs].flatMap((input) => (input ? [input, ...input.split(/[@.\s_-]+/)] : [])).filter((word) => word.length >= 3);
  const result = passwordEstimator().check(password, inputs);
  if (result.score >= passwordMinScore) return undefined;
  const hint = result.feedback.warning ?? result.feedback.suggestions[0];
  return `is too easy to guess${hint ? ` (${hint.replace(/\.$/, '').toLowerCase()})` : ''}; try a longer phrase of unrelated words`;
}
