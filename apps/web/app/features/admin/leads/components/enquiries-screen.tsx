import type { Enquiry, EnquiryAssignee, EnquiryFilters, Page } from '@hvac/contracts';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { useSessionStore } from '../../../../lib/session/session-store';
import { ConfirmDialog } from '../../kit/components/confirm-dialog';
import { ListScreen, RefreshButton } from '../../kit/components/list-screen';
import { useActionFetcher, useConfirmedAction } from '../../kit/hooks/use-action-fetcher';
import type { EnquiryFilterForm } from '../utils/enquiry-filters';
import { EnquiryActivityDialog } from './enquiry-activity-dialog';
import { EnquiryFilterBar } from './enquiry-filter-bar';
import { EnquiryRow } from './enquiry-row';

type EnquiriesScreenProps = {
  page: number;
  form: EnquiryFilterForm;
  filters: EnquiryFilters;
  enquiries: Page<Enquiry>;
  // The staff accounts an enquiry can be assigned to, or null when the server did not list them.
  staff: EnquiryAssignee[] | null;
};

// Writes go to the route's clientAction (intents in api/enquiry-action.ts); the framework reloads the list after each.
export function EnquiriesScreen({ page, form, filters, enquiries, staff }: EnquiriesScreenProps) {
  const me = useSessionStore((s) => s.userInfo);
  // Without the staff list, only the signed-in user ("Me") can be chosen, which is always allowed.
  const assignees = staff?.length ? staff : me ? [{ id: me._id, name: `Me (${me.name})` }] : [];
  const exporter = useActionFetcher();
  const remover = useConfirmedAction<Enquiry>();
  const deleting = remover.asking;
  const [activityOf, setActivityOf] = useState<Enquiry | null>(null);
  const filtered = Object.values(filters).some(Boolean);

  return (
    <ListScreen
      title="Enquiries"
      lead="Every form sent from the website is kept here, even when e-mail is down. Newest first. Follow each one up with its status, an assignee and internal notes; closed enquiries are removed automatically after the retention period. Submissions that look like a bot’s are marked as spam and nothing was mailed for them. Each address gets at most one receipt a day."
      actions={
        <div className="btn-row">
          <RefreshButton />
          <Button variant="navy" busy={exporter.pending('export')} busyLabel="Exporting..." disabled={enquiries.total === 0} onClick={() => exporter.submit({ intent: 'export' })}>
            Export CSV
          </Button>
        </div>
      }
      tools={<EnquiryFilterBar form={form} />}
      label="Enquiries"
      columns={['Received', 'From', 'Enquiry', 'Follow-up', 'E-mail to you', 'Receipt to visitor']}
      empty={filtered ? 'No enquiry matches the search and filters.' : 'No enquiries yet. Forms sent from the website appear here.'}
      paging={{ page, total: enquiries.total }}
      rows={enquiries.items.map((e) => (
        <EnquiryRow key={e.id} enquiry={e} staff={assignees} onNotes={() => setActivityOf(e)} onDelete={() => remover.ask(e)} />
      ))}
    >
      {activityOf ? <EnquiryActivityDialog enquiry={activityOf} onClose={() => setActivityOf(null)} /> : null}
      <ConfirmDialog
        {...remover.dialog}
        title="Delete this enquiry?"
        message={
          deleting ? `The enquiry from ${deleting.name} (${deleting.email}) will be deleted with its notes and status history. This cannot be undone.` : ''
        }
        confirmLabel="Delete enquiry"
        onConfirm={() => deleting && remover.submit({ intent: 'delete', id: deleting.id, name: deleting.name })}
      />
    </ListScreen>
  );
}
