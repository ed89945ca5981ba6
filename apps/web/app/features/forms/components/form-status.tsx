import type { Ref } from 'react';
import { StatusMessage, type Status } from '../../../components/ui/status-message';

// The reply of a public form; focusable so that focus can land on it once the reply is in.
export function FormStatus({ status, ref }: { status: Status; ref: Ref<HTMLDivElement> }) {
  return (
    <div ref={ref} tabIndex={-1}>
      <StatusMessage status={status} />
    </div>
  );
}
