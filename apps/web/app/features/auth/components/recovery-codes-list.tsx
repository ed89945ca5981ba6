import { useId } from 'react';
import { Button } from '../../../components/ui/button';

// Shown once, right after the factor is switched on: the server keeps only their hashes.
export function RecoveryCodesList({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const id = useId();
  return (
    <section className="form recovery-codes" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Save your recovery codes</h2>
      <p role="status">
        The second factor is on. If you lose your phone, each of these codes signs you in once instead of the app. Print them or keep them in a
        password manager: they are shown only now.
      </p>
      <ul className="recovery-codes__list" data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <Button type="button" variant="navy" block onClick={onDone}>
        I have saved these codes
      </Button>
    </section>
  );
}
