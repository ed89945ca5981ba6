import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { ForgotPasswordForm } from '../forgot-password-form';
import { ResetPasswordForm } from '../reset-password-form';

// The pages as the browser first shows them (no DOM here: the markup only).
const render = (element: ReactElement) => renderToStaticMarkup(createElement(MemoryRouter, null, element));
const inputs = (html: string) => [...html.matchAll(/<input [^>]*id="([^"]+)"[^>]*>/g)].map((m) => ({ id: m[1], tag: m[0] }));
const labelled = (html: string, id: string) => new RegExp(`<label for="${id.replace(/[:]/g, '\\$&')}"[^>]*>([^<]+)`).exec(html)?.[1]?.trim();

describe('forgot password page', () => {
  const html = render(createElement(ForgotPasswordForm));

  it('asks for the e-mail address in a labelled field, and links back to sign-in', () => {
    const fields = inputs(html);
    expect(fields).toHaveLength(1);
    expect(labelled(html, fields[0]?.id ?? '')).toBe('Email Address');
    expect(fields[0]?.tag).toContain('type="email"');
    expect(fields[0]?.tag).toContain('autoComplete="username"');
    expect(html).toContain('<button type="submit"');
    expect(html).toContain('Send me a link');
    expect(html).toMatch(/<a href="\/login"[^>]*>Back to sign in<\/a>/);
  });

  it('has its heading as the form\'s name and an empty alert region for the server\'s words', () => {
    expect(html).toMatch(/<form [^>]*aria-labelledby="([^"]+)"[\s\S]*<h1 id="\1">Forgot your password\?<\/h1>/);
    expect(html).toContain('<div role="alert" class="signin-form__alert"></div>');
  });
});

describe('reset password page', () => {
  const token = 'A'.repeat(43);

  it('asks for the new password twice, with the strength rule shown next to the first field', () => {
    const html = render(createElement(ResetPasswordForm, { token, onReset: () => undefined }));
    const fields = inputs(html);
    expect(fields.map((f) => labelled(html, f.id ?? ''))).toEqual(['New password', 'Repeat the new password']);
    for (const field of fields) expect(field.tag).toContain('autoComplete="new-password"');
    const hintId = `${fields[0]?.id}-hint`;
    expect(fields[0]?.tag).toContain(`aria-describedby="${hintId}"`);
    expect(html).toContain(`id="${hintId}">At least 12 characters, not a common or guessable password`);
    expect(html).toContain('Set new password');
  });

  it('without a token says to open the whole link, offers a new one, and shows no fields', () => {
    const html = render(createElement(ResetPasswordForm, { token: '', onReset: () => undefined }));
    expect(inputs(html)).toEqual([]);
    expect(html).toMatch(/<div role="alert" class="signin-form__alert"><p class="signin-form__error">This page needs the whole link from the password reset e-mail/);
    expect(html).toMatch(/<a href="\/forgot-password"[^>]*>Ask for a new link<\/a>/);
  });
});
