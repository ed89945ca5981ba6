import { type AnalyticsSettings, analyticsRetentionLimits } from '@hvac/contracts';
import { TextField } from '../../kit/components/form-fields';

// Site settings key `analytics`: how long the raw visit notes are kept (content-api checks the range).
export function AnalyticsSettingsSection({ value, onChange, error }: { value: AnalyticsSettings; onChange: (value: AnalyticsSettings) => void; error?: string }) {
  return (
    <section className="admin-settings__section" aria-labelledby="settings-analytics">
      <h2 id="settings-analytics">Analytics</h2>
      <TextField
        label="Keep individual visit records for (days)"
        required
        value={String(value.retentionDays)}
        onChange={(v) => onChange({ ...value, retentionDays: Number(v) })}
        error={error}
        hint={`From ${analyticsRetentionLimits.min} to ${analyticsRetentionLimits.max} days. Older records are deleted; the daily totals on the Analytics screen stay.`}
      />
    </section>
  );
}
