import type { StaleSave } from '@hvac/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { formatDateTime } from '../../kit/utils/display';
import { RevisionComparisonView } from './revision-comparison';

type StaleSaveNoticeProps = { conflict: StaleSave | null; saving: boolean; onSaveOver: () => void };

// Shown when a save was refused because someone saved a newer version after this form loaded: who and when, the
// refused text compared with theirs, and saving over it on purpose. The text in the form stays as typed.
export function StaleSaveNotice({ conflict, saving, onSaveOver }: StaleSaveNoticeProps) {
  const [comparing, setComparing] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const comparisonId = useId();
  useEffect(() => {
    setComparing(false);
    if (conflict) ref.current?.scrollIntoView({ block: 'nearest' });
  }, [conflict]);
  if (!conflict) return null;
  const who = conflict.savedBy ?? 'Someone';
  const when = formatDateTime(conflict.savedAt);
  return (
    <div className="stale-save" ref={ref}>
      <p>
        <strong>
          {who} saved a newer version at {when}.
        </strong>{' '}
        Your text below was not saved. Compare it with theirs, then save yours over it or copy what you need.
      </p>
      <div className="btn-row">
        {conflict.comparison ? (
          <Button variant="outline" aria-expanded={comparing} aria-controls={comparisonId} onClick={() => setComparing((open) => !open)}>
            {comparing ? 'Hide the comparison' : 'Compare with the newer version'}
          </Button>
        ) : null}
        <Button variant="navy" busy={saving} busyLabel="Saving..." onClick={onSaveOver}>
          Save mine over it
        </Button>
      </div>
      <div id={comparisonId}>
        {comparing && conflict.comparison ? (
          <RevisionComparisonView comparison={conflict.comparison} heading={`From the version ${who} saved at ${when} to your text`} />
        ) : null}
      </div>
    </div>
  );
}
