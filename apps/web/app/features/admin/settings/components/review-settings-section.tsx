import type { AlertSettings, ReviewSettings, SiteSettings } from '@hvac/contracts';
import { TextField } from '../../kit/components/form-fields';

type Props = {
  draft: Pick<SiteSettings, 'reviews' | 'alerts'>;
  onReviews: (reviews: ReviewSettings) => void;
  onAlerts: (alerts: AlertSettings) => void;
  error: (path: string) => string | undefined;
};

// Settings keys `reviews` and `alerts`: what happens after the visit, and when an urgent enquiry waits.
export function ReviewSettingsSection({ draft, onReviews, onAlerts, error }: Props) {
  const { reviews, alerts } = draft;
  const counts = [
    {
      path: 'reviews.reminderDelayDays',
      label: 'Send one reminder after (days)',
      value: reviews.reminderDelayDays,
      set: (reminderDelayDays: number) => onReviews({ ...reviews, reminderDelayDays }),
      hint: 'Only to customers who have not followed the link.',
    },
    {
      path: 'alerts.urgentReminderMinutes',
      label: 'Alert again when an urgent enquiry is still new after (minutes)',
      value: alerts.urgentReminderMinutes,
      set: (urgentReminderMinutes: number) => onAlerts({ urgentReminderMinutes }),
      hint: 'Once, by push notification and by e-mail, to the person assigned or to the business inbox.',
    },
  ];
  return (
    <section className="admin-settings__section" aria-labelledby="settings-after-visit">
      <h2 id="settings-after-visit">Reviews and urgent alerts</h2>
      <label className="admin-upload__check">
        <input type="checkbox" checked={reviews.enabled} onChange={(e) => onReviews({ ...reviews, enabled: e.target.checked })} />
        Ask every customer whose job is marked done for a review
      </label>
      <TextField
        label="Review link"
        type="url"
        inputMode="url"
        value={reviews.reviewUrl ?? ''}
        onChange={(v) => onReviews({ ...reviews, reviewUrl: v.trim() ? v : null })}
        error={error('reviews.reviewUrl')}
        hint="Where the request leads, for example your Google Business Profile's review link (https://…). No request is sent while it is empty."
      />
      {counts.map((count) => (
        <TextField key={count.path} label={count.label} required value={String(count.value)} onChange={(v) => count.set(Number(v))} error={error(count.path)} hint={count.hint} />
      ))}
    </section>
  );
}
