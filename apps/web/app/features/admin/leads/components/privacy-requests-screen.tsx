import { type PrivacyFindings, type PrivacyRequest, type PrivacyRequestType, privacyRequestDueDays, privacyRequestTypeLabels, privacyRequestTypes } from '@hvac/contracts';
import { useState, type FormEvent } from 'react';
import { useRevalidator } from 'react-router';
import { Button } from '../../../../components/ui/button';
import { apiErrorMessage } from '../../../../lib/api-error';
import { answerPrivacyRequest, createPrivacyRequest, erasePrivacyData, exportPrivacyData, getPrivacyFindings } from '../api/privacy-requests';
import { useBannerStore } from '../../kit/stores/banner-store';
import { formatDateTime } from '../../kit/utils/display';
import { downloadFile } from '../../kit/utils/download-file';
import { ConfirmDialog } from '../../kit/components/confirm-dialog';
import { SelectField, TextField } from '../../kit/components/form-fields';

type Draft = { requesterName: string; email: string; phone: string; type: PrivacyRequestType; note: string };
const emptyDraft: Draft = { requesterName: '', email: '', phone: '', type: 'find', note: '' };

function RecordRequestForm({ onRecorded }: { onRecorded: (request: PrivacyRequest) => void }) {
  const [draft, setDraft] = useState(emptyDraft);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const { email, phone, note, ...rest } = draft;
      const request = await createPrivacyRequest({ ...rest, ...(email.trim() ? { email } : {}), ...(phone.trim() ? { phone } : {}), ...(note.trim() ? { note } : {}) });
      setDraft(emptyDraft);
      setError(null);
      onRecorded(request);
    } catch (failure) {
      setError(await apiErrorMessage(failure, 'The request could not be recorded. Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="admin-settings__section" aria-labelledby="privacy-record-title" noValidate onSubmit={submit}>
      <h2 id="privacy-record-title">Record a request</h2>
      <p className="admin-muted">The e-mail address or phone number the person gave; we look for both. It is due in {privacyRequestDueDays} days.</p>
      {error ? (
        <p className="field__error" role="alert">
          {error}
        </p>
      ) : null}
      <TextField label="Who asked" required value={draft.requesterName} onChange={(v) => set({ requesterName: v })} />
      <TextField label="E-mail address" value={draft.email} onChange={(v) => set({ email: v })} />
      <TextField label="Phone number" value={draft.phone} onChange={(v) => set({ phone: v })} />
      <SelectField label="What they ask" required placeholder="Choose" value={draft.type} options={privacyRequestTypes.map((t) => ({ value: t, label: privacyRequestTypeLabels[t] }))} onChange={(v) => set({ type: v as PrivacyRequestType })} />
      <TextField label="Note" multiline value={draft.note} onChange={(v) => set({ note: v })} />
      <Button type="submit" busy={busy} busyLabel="Recording...">
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

// PIPEDA requests: record one, find what the site holds about the address or phone, export it for the person,
// erase it (an address's hash stays on the suppression list), mark it answered. Exports and erasures are audited.
export function PrivacyRequestsScreen({ requests }: { requests: PrivacyRequest[] }) {
  const revalidator = useRevalidator();
  const showBanner = useBannerStore((s) => s.show);
  const [found, setFound] = useState<PrivacyFindings | null>(null);
  const [erasing, setErasing] = useState<PrivacyRequest | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const run = async (key: string, action: () => Promise<void>, failure: string) => {
    setBusy(key);
    try {
      await action();
    } catch (error) {
      showBanner('error', await apiErrorMessage(error, failure));
    } finally {
      setBusy(null);
    }
  };

  const find = (r: PrivacyRequest) => run(`find-${r.id}`, async () => setFound(await getPrivacyFindings(r.id)), 'The search failed. Please try again.');
  const exportFile = (r: PrivacyRequest) =>
    run(`export-${r.id}`, async () => {
      downloadFile(await exportPrivacyData(r.id));
      showBanner('success', `Request #${r.id}: the file is downloaded. Send it to the person, then mark the request answered.`);
    }, 'The export failed. Please try again.');
  const answer = (r: PrivacyRequest) =>
    run(`answer-${r.id}`, async () => {
      await answerPrivacyRequest(r.id);
      await revalidator.revalidate();
    }, 'The request could not be marked answered.');
  const erase = (r: PrivacyRequest) =>
    run(`erase-${r.id}`, async () => {
      const result = await erasePrivacyData(r.id);
      setErasing(null);
      setFound(null);
      showBanner('success', `Request #${r.id}: erased ${result.erased.map((e) => `${e.rows} from ${e.source}`).join(', ') || 'nothing (no rows held)'}. The address is on the suppression list.`);
      await revalidator.revalidate();
    }, 'The erasure failed; nothing was erased. Please try again.');

  const now = Date.now();
  return (
    <>
      <div className="admin-page__head">
        <div>
          <h1>Privacy requests</h1>
          <p className="lead">
            Requests under Canada&apos;s privacy law (PIPEDA) for what the site holds about a person, a copy of it, or its erasure. Each is answered within {privacyRequestDueDays} days; open ones show on the overview until then.
          </p>
        </div>
      </div>
      <RecordRequestForm onRecorded={(r) => (showBanner('success', `Request #${r.id} recorded, due ${formatDateTime(r.dueAt)}.`), void revalidator.revalidate())} />
      {found ? <Findings found={found} /> : null}
      {requests.length === 0 ? (
        <p>No privacy requests yet.</p>
      ) : (
        <div className="admin-table-wrap" role="region" aria-label="Privacy requests" tabIndex={0}>
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">Request</th>
                <th scope="col">Who</th>
                <th scope="col">Due</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {requests.map((r) => (
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
                        <Button variant="outline" className="btn--sm" busy={busy === `find-${r.id}`} onClick={() => void find(r)} aria-label={`Find the data of request ${r.id}`}>
                          Find
                        </Button>
                        <Button variant="outline" className="btn--sm" busy={busy === `export-${r.id}`} onClick={() => void exportFile(r)} aria-label={`Export the data of request ${r.id}`}>
                          Export
                        </Button>
                        <Button variant="danger" className="btn--sm" onClick={() => setErasing(r)} aria-label={`Erase the data of request ${r.id}`}>
                          Erase
                        </Button>
                        {r.answeredAt ? null : (
                          <Button variant="outline" className="btn--sm" busy={busy === `answer-${r.id}`} onClick={() => void answer(r)} aria-label={`Mark request ${r.id} answered`}>
                            Mark answered
                          </Button>
                        )}
                      </div>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <ConfirmDialog
        open={erasing !== null}
        title={`Erase the data of request #${erasing?.id ?? ''}?`}
        message="Every enquiry, note, subscription and mail record with this address or phone number is deleted for good. The address stays only as a hash on the suppression list, so it is never mailed again."
        confirmLabel="Erase for good"
        busy={busy === `erase-${erasing?.id ?? ''}`}
        onConfirm={() => erasing && void erase(erasing)}
        onCancel={() => setErasing(null)}
      />
    </>
  );
}
