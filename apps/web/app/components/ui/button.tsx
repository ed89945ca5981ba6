import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import { Spinner } from './spinner';

export type ButtonVariant = 'primary' | 'navy' | 'outline' | 'light' | 'ghost-light' | 'danger';

function classes(variant: ButtonVariant, block?: boolean, extra?: string): string {
  return ['btn', `btn--${variant}`, block ? 'btn--block' : '', extra ?? ''].filter(Boolean).join(' ');
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant; block?: boolean; busy?: boolean; busyLabel?: string };

// While busy the button keeps its width and says why it is disabled.
export function Button({ variant = 'primary', block, busy, busyLabel = 'Sending...', className, children, disabled, type = 'button', ...rest }: ButtonProps) {
  return (
    <button type={type} className={classes(variant, block, className)} disabled={disabled || busy} aria-busy={busy || undefined} {...rest}>
      {busy ? (
        <>
          <Spinner />
          <span>{busyLabel}</span>
        </>
      ) : (
        children
      )}
    </button>
  );
}

export function ButtonLink({ variant = 'primary', block, className, ...rest }: LinkProps & { variant?: ButtonVariant; block?: boolean }) {
  return <Link className={classes(variant, block, className)} {...rest} />;
}

// Phone links are plain anchors: tel: is not a route.
export function ButtonAnchor({ variant = 'primary', block, className, children, ...rest }: React.AnchorHTMLAttributes<HTMLAnchorElement> & { variant?: ButtonVariant; block?: boolean; children: ReactNode }) {
  return (
    <a className={classes(variant, block, className)} {...rest}>
      {children}
    </a>
  );
}
