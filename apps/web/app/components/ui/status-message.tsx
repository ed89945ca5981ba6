import { AlertIcon, CheckIcon } from './icons';

export type Status = { tone: 'success' | 'error' | 'info'; text: string } | null;

// Two live regions are always in the DOM so screen readers announce a message the moment it appears:
// successes politely (role=status), failures at once (role=alert).
export function StatusMessage({ status, id }: { status: Status; id?: string }) {
  const tone = status?.tone;
  return (
    <div className="status" id={id}>
      <div role="status">
        {status && tone !== 'error' ? (
          <p className={`status__box status__box--${tone}`}>
            <CheckIcon />
            <span>{status.text}</span>
          </p>
        ) : null}
      </div>
      <div role="alert">
        {status && tone === 'error' ? (
          <p className="status__box status__box--error">
            <AlertIcon />
            <span>{status.text}</span>
          </p>
        ) : null}
      </div>
    </div>
  );
}
