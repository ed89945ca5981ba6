import { HTTPError, TimeoutError } from 'ky';
import { useRevalidator } from 'react-router';
import { Button } from '../../../../components/ui/button';
import { networkErrorMessage, timeoutErrorMessage } from '../../../../lib/api-error';

function describe(error: unknown): string {
  if (error instanceof TimeoutError) return timeoutErrorMessage;
  if (error instanceof HTTPError) return `The server answered with an error (${error.response.status}). Please try again in a moment.`;
  if (error instanceof TypeError) return networkErrorMessage;
  return error instanceof Error ? error.message : 'Something went wrong.';
}

// A screen that failed to load says why and offers a retry, inside the admin frame.
export function AdminErrorScreen({ error }: { error: unknown }) {
  const revalidator = useRevalidator();
  return (
    <section className="admin-error" aria-labelledby="admin-error-title">
      <h1 id="admin-error-title">This screen could not be loaded</h1>
      <p role="alert">{describe(error)}</p>
      <Button variant="navy" busy={revalidator.state === 'loading'} busyLabel="Loading..." onClick={() => void revalidator.revalidate()}>
        Try again
      </Button>
    </section>
  );
}
