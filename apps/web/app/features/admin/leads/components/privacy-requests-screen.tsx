import { type PrivacyFindings, type PrivacyRequest, type PrivacyRequestType, privacyRequestDueDays, privacyRequestTypeLabels, privacyRequestTypes } from '@hvac/contracts';
import { type FormEvent, useState } from 'react';
import { Form, useNavigation } from 'react-router';
import { Button } from '../../../../components/ui/button';
import { ConfirmDialog } from '../../kit/components/confirm-dialog';
import { SelectField, TextField } from '../../kit/components/form-fields';
import { ListScreen } from '../../kit/components/list-screen';
import { useActionFetcher, useConfirmedAction } from '../../kit/hooks/use-action-fetcher';
import { formatDateTime } from '../../kit/utils/display';

type Draft = { requesterName: string; email: string; phone: string; type: PrivacyRequestType; note: string };
const emptyDraft: Draft = { requesterName: '', email: '', phone: '', type: 'find', note: '' };

function RecordRequestForm() {
  const [draft, setDraft] = useState(emptyDraft);
  const { fetcher, submit: post, refusal } = useActionFetcher({ refusalInline: true, onSuccess: () => setDraft(emptyDraft) });
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    post({ intent: 'record', ...draft });
  };

  return (
    <form className="admin-settings__section" aria-labelledby="privacy-record-title" noValidate onSubmit={submit}>
      <h2 id="privacy-record-title">Record a request</h2>
      <p className="admin-muted">The e-mail address or phone number the person gave; we look for both. It is due in {privacyRequestDueDays} days.</p>
      {refusal ? (
        <p className="field__error" role="alert">
          {refusal}
        </p>
      ) : null}
      <TextField label="Who asked" required value={draft.requesterName} onChange={(v) => set({ requesterName: v })} />
      <TextField label="E-mail address" value={draft.email} onChange={(v) => set({ email: v })} />
      <TextField label="Phone number" value={draft.phone} onChange={(v) => set({ phone: v })} />
      <SelectField label="What they ask" required placeholder="Choose" value={draft.type} options={privacyRequestTypes.map((t) => ({ value: t, label: privacyRequestTypeLabels[t] }))} onChange={(v) => set({ type: v as PrivacyRequestType })} />
      <TextField label="Note" multiline value={draft.note} onChange={(v) => set({ note: v })} />
      <Button type="submit" busy={fetcher.state !== 'idle'} busyLabel="Recording...">
        Record request
      </Button>
    </form>
  );
}

function Findings({ found }: { found: PrivacyFindings }) {
  return (
    <section className="admin-settings__section" aria-labelledby="privacy-findings-title">
      <h2 id="privacy-findings-title">What we hold for request #{found.request.id}</h2>
      {found.suppressed ? <p>This address is on the suppression list: it is never mailed.</p> : null}
      {found.findings.length === 0 ? (
        <p>Nothing: no table holds this address or phone number.</p>
      ) : (
        <ul>
          {found.findings.map((f) => (
            <li key={f.source}>
              <details>
                <summary>
                  {f.description}: {f.rows.length} {f.rows.length === 1 ? 'row' : 'rows'} <span className="admin-muted">({f.source})</span>
                </summary>
                <pre className="admin-pre">{JSON.stringify(f.rows, null, 2)}</pre>
              </details>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

// PIPEDA requests: record one, find what the site holds about the address or phone (?find=<id>, read by the
// route's loader), export it for the person, erase it (an address's hash stays on the suppression list), mark it
// answered. Exports and erasures are audited. Writes: api/privacy-requests.ts.
export function PrivacyRequestsScreen({ requests, found }: { requests: PrivacyRequest[]; found: PrivacyFindings | null }) {
  const navigation = useNavigation();
  const { fetcher, pending, submit } = useActionFetcher();
  const eraser = useConfirmedAction<PrivacyRequest>();
  const erasing = eraser.asking;
  const busyWith = (intent: string, r: PrivacyRequest) => pending(intent) && fetcher.formData?.get('id') === String(r.id);
  const finding = (r: PrivacyRequest) => navigation.state === 'loading' && new URLSearchParams(navigation.location.search).get('find') === String(r.id);
  const now = Date.now();
  return (
    <ListScreen
      title="Privacy requests"
      lead={`Requests under Canada's privacy law (PIPEDA) for what the site holds about a person, a copy of it, or its erasure. Each is answered within ${privacyRequestDueDays} days; open ones show on the overview until then.`}
      tools={
        <>
          <RecordRequestForm />
          {found ? <Findings found={found} /> : null}
        </>
      }
      label="Privacy requests"
      columns={['Request', 'Who', 'Due', 'Actions']}
      empty="No privacy requests yet."
      rows={requests.map((r) => (
        <tr key={r.id}>
          <td>
            #{r.id} {privacyRequestTypeLabels[r.type]}
            <span className="admin-muted">Received {formatDateTime(r.receivedAt)} by {r.recordedBy}</span>
          </td>
          <td>
            <strong>{r.requesterName}</strong>
            <span className="admin-muted">{[r.email, r.phone].filter(Boolean).join(' · ') || 'Contact details erased'}</span>
          </td>
          <td>
            {r.answeredAt ? (
              <span>Answered {formatDateTime(r.answeredAt)}</span>
            ) : (
              <span className={new Date(r.dueAt).getTime() < now ? 'admin-tag admin-tag--urgent' : undefined}>Due {formatDateTime(r.dueAt)}</span>
            )}
          </td>
          <td>
            {r.erasedAt ? (
              <span>Erased {formatDateTime(r.erasedAt)}</span>
            ) : (
              <div className="btn-row">
                <Form method="get">
                  <Button type="submit" name="find" value={r.id} variant="outline" className="btn--sm" busy={finding(r)} aria-label={`Find the data of request ${r.id}`}>
                    Find
                  </Button>
                </Form>
                <Button variant="outline" className="btn--sm" busy={busyWith('export', r)} onClick={() => submit({ intent: 'export', id: r.id })} aria-label={`Export the data of request ${r.id}`}>
                  Export
                </Button>
                <Button variant="danger" className="btn--sm" onClick={() => eraser.ask(r)} aria-label={`Erase the data of request ${r.id}`}>
                  Erase
                </Button>
                {r.answeredAt ? null : (
                  <Button variant="outline" className="btn--sm" busy={busyWith('answer', r)} onClick={() => submit({ intent: 'answer', id: r.id })} aria-label={`Mark request ${r.id} answered`}>
                    Mark answered
                  </Button>
                )}
              </div>
            )}
          </td>
        </tr>
      ))}
    >
      <ConfirmDialog
        {...eraser.dialog}
        title={`Erase the data of request #${erasing?.id ?? ''}?`}
        message="Every enquiry, note, subscription and mail record with this address or phone number is deleted for good. The address stays only as a hash on the suppression list, so it is never mailed again."
        confirmLabel="Erase for good"
        onConfirm={() => erasing && eraser.submit({ intent: 'erase', id: erasing.id })}
      />
    </ListScreen>
  );
}
