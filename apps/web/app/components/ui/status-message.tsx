import { AlertIcon, CheckIcon } from './icons';

// `detail` is an optional second line under the message (what the visitor does next).
export type Status = { tone: 'success' | 'error' | 'info'; text: string; detail?: string } | null;

function StatusText({ status }: { status: NonNullable<Status> }) {
  if (!status.detail) return <span>{status.text}</span>;
  return (
    <span>
      <strong className="status__title">{status.text}</strong>
      <span className="status__detail">{status.detail}</span>
    </span>
  );
}

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
            <StatusText status={status} />
          </p>
        ) : null}
      </div>
      <div role="alert">
        {status && tone === 'error' ? (
          <p className="status__box status__box--error">
            <AlertIcon />
            <StatusText status={status} />
          </p>
        ) : null}
      </div>
    </div>
  );
}
