import { type Enquiry, type EnquiryAssignee, type EnquiryStatus, enquirySituationLabels, enquiryStatuses, type UpdateEnquiryRequest } from '@hvac/contracts';
import { useEffect } from 'react';
import { Button } from '../../../../components/ui/button';
import { DeliveryBadge } from '../../kit/components/delivery-badge';
import { useActionFetcher } from '../../kit/hooks/use-action-fetcher';
import { useSchemaForm } from '../../kit/hooks/use-schema-form';
import { useBannerStore } from '../../kit/stores/banner-store';
import { enquiryUpdateResolver } from '../utils/enquiry-update';
import { formatDateTime } from '../../kit/utils/display';
import { replyMailto } from '../utils/reply-mailto';
import { EnquirySource } from './enquiry-source';
import { enquiryMailNames, enquiryStatusLabels } from './enquiry-status';

type EnquiryRowProps = { enquiry: Enquiry; staff: EnquiryAssignee[]; onNotes: () => void; onDelete: () => void };

// One enquiry with its follow-up: status, assignee and resends post to the route's action, each row on its own fetcher.
// The status and assignee are a form (react-hook-form, checked by updateEnquirySchema) that posts each change at once.
export function EnquiryRow({ enquiry: e, staff, onNotes, onDelete }: EnquiryRowProps) {
  const { fetcher, pending, submit: post } = useActionFetcher();
  const showBanner = useBannerStore((s) => s.show);
  const submit = (fields: Record<string, string>) => post({ id: e.id, name: e.name, ...fields });
  const stored: UpdateEnquiryRequest = { status: e.status, assignee: e.assignee ?? null };
  const followUp = useSchemaForm<UpdateEnquiryRequest>({ defaultValues: stored, resolver: enquiryUpdateResolver });
  // The list reloads after each write: the form starts again from what is stored.
  const { reset } = followUp;
  useEffect(() => reset({ status: e.status, assignee: e.assignee ?? null }), [reset, e.status, e.assignee]);
  const change = (update: UpdateEnquiryRequest, fields: Record<string, string>) => {
    if (update.status !== undefined) followUp.change('status', update.status);
    if (update.assignee !== undefined) followUp.change('assignee', update.assignee);
    void followUp.submit(
      () => submit(fields),
      (found) => {
        reset(stored);
        showBanner('error', Object.values(found).join(' '));
      },
    )();
  };
  const reply = replyMailto(e.email, e.subject);
  // Someone assigned earlier who is not in today's staff list still shows as chosen.
  const assignees = e.assignee && !staff.some((s) => s.id === e.assignee?.id) ? [...staff, e.assignee] : staff;
  const assign = (id: string) => {
    const assignee = assignees.find((s) => s.id === id) ?? null;
    change({ assignee }, { intent: 'assignee', assigneeId: id, assigneeName: assignee?.name ?? '' });
  };
  return (
    <tr className={e.status === 'spam' ? 'admin-table__row--spam' : undefined}>
      <td>
        <span className="admin-nowrap">{formatDateTime(e.createdAt)}</span>
        <span className="admin-muted">{e.formType}</span>
        <span className={`admin-tag admin-tag--${e.status}`}>{enquiryStatusLabels[e.status]}</span>
        {e.urgent && e.situation && <span className="admin-tag admin-tag--urgent">Urgent: {enquirySituationLabels[e.situation]}</span>}
        <EnquirySource source={e.source} />
        {e.respondBy ? <span className="admin-tag admin-tag--urgent">Answer by {formatDateTime(e.respondBy)}</span> : null}
      </td>
      <td className="enquiry-contact">
        <strong>{e.name}</strong>
        {reply ? (
          <a href={reply} aria-label={`Reply to ${e.name} by e-mail (${e.email})`}>
            {e.email}
          </a>
        ) : (
          <span>{e.email}</span>
        )}
        {e.phone ? (
          <a href={`tel:${e.phone.replace(/[^\d+]/g, '')}`} aria-label={`Call ${e.name} at ${e.phone}`}>
            {e.phone}
          </a>
        ) : null}
      </td>
      <td className="admin-table__message">
        <strong>{e.subject}</strong>
        <details>
          <summary>Show message</summary>
          <p>{e.message}</p>
        </details>
      </td>
      <td>
        <div className="enquiry-follow-up">
          <label>
            <span className="visually-hidden">Status of the enquiry from {e.name}</span>
            <select
              value={followUp.draft.status}
              disabled={pending('status')}
              onChange={(event) => change({ status: event.target.value as EnquiryStatus }, { intent: 'status', status: event.target.value })}
            >
              {enquiryStatuses.map((s) => (
                <option key={s} value={s}>
                  {enquiryStatusLabels[s]}
                </option>
              ))}
            </select>
          </label>
          {e.lastStatusChange ? (
            <span className="admin-muted">
              by {e.lastStatusChange.byName}, {formatDateTime(e.lastStatusChange.at)}
            </span>
          ) : null}
          <label>
            <span className="visually-hidden">Assignee of the enquiry from {e.name}</span>
            <select value={followUp.draft.assignee?.id ?? ''} disabled={pending('assignee')} onChange={(event) => assign(event.target.value)}>
              <option value="">Unassigned</option>
              {assignees.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </select>
          </label>
          <div className="btn-row">
            <Button variant="outline" className="btn--sm" aria-label={`Notes and history of the enquiry from ${e.name}`} onClick={onNotes}>
              Notes
            </Button>
            <Button variant="danger" className="btn--sm" aria-label={`Delete the enquiry from ${e.name}`} onClick={onDelete}>
              Delete
            </Button>
          </div>
        </div>
      </td>
      {(['notify', 'ack'] as const).map((mail) => (
        <td key={mail}>
          <DeliveryBadge delivery={e[mail]} />
          <Button
            variant="outline"
            className="btn--sm"
            busy={pending('resend') && fetcher.formData?.get('mail') === mail}
            busyLabel="Queuing..."
            aria-label={`Resend the ${enquiryMailNames[mail]} for the enquiry from ${e.name}`}
            onClick={() => submit({ intent: 'resend', mail })}
          >
            Resend
          </Button>
        </td>
      ))}
    </tr>
  );
}
