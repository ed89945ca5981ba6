import { type BookingCalendar, socialNetworks, weekdays, type SiteSettings, type SiteSettingsRecord, type SocialNetwork, type StaffRole } from '@hvac/contracts';
import { dayName } from '@hvac/site';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import type { Path } from 'react-hook-form';
import { useBlocker } from 'react-router';
import { Button } from '../../../../components/ui/button';
import { ReviewSettingsSection } from './review-settings-section';
import type { SettingsSaveReply } from '../api/save-settings';
import { useActionFetcher } from '../../kit/hooks/use-action-fetcher';
import { useSchemaForm } from '../../kit/hooks/use-schema-form';
import { fieldOfServerMessage, settingsResolver } from '../utils/settings-validation';
import { AnalyticsSettingsSection } from './analytics-settings-section';
import { BusinessFactsSettings } from './business-facts-settings';
import { BookingCalendarSettings } from './booking-calendar-settings';
import { ConfirmDialog } from '../../kit/components/confirm-dialog';
import { SelectField, TextField } from '../../kit/components/form-fields';
import { ImageUploadField } from '../../kit/components/image-upload-field';
import { PostalPrefixesField } from './postal-prefixes-field';

type Rows<K extends keyof SiteSettings> = SiteSettings[K] extends (infer Row)[] ? Row : never;
type ListKey = 'openingHours' | 'holidayClosures' | 'serviceAreas' | 'socialLinks' | 'testimonials' | 'partners';

const newRow: { [K in ListKey]: () => Rows<K> } = {
  openingHours: () => ({ day: 'saturday', opens: '09:00', closes: '12:00' }),
  holidayClosures: () => ({ date: '', note: '' }),
  serviceAreas: () => ({ name: '', locationSlug: null, postalPrefixes: [] }),
  socialLinks: () => ({ network: 'facebook', url: '' }),
  testimonials: () => ({ text: '', customerName: '', detail: '', consentDate: '' }),
  partners: () => ({ name: '', logoUrl: '', link: null }),
};

function Section({ id, title, hint, children }: { id: string; title: string; hint?: string; children: ReactNode }) {
  return (
    <section className="admin-settings__section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {hint ? <p className="admin-muted">{hint}</p> : null}
      {children}
    </section>
  );
}

// A list of rows the owner can add to and remove from; each row names itself for screen readers.
function RowList<K extends ListKey>({ rows, label, addLabel, onAdd, onRemove, render }: {
  rows: Rows<K>[];
  label: (index: number) => string;
  addLabel: string;
  onAdd: () => void;
  onRemove: (index: number) => void;
  render: (row: Rows<K>, index: number) => ReactNode;
}) {
  return (
    <>
      {rows.length ? (
        <ol className="admin-settings__rows">
          {rows.map((row, index) => (
            <li key={index} className="admin-settings__row" aria-label={label(index)}>
              {render(row, index)}
              <Button variant="outline" className="btn--sm" onClick={() => onRemove(index)} aria-label={`Remove ${label(index).toLowerCase()}`}>
                Remove
              </Button>
            </li>
          ))}
        </ol>
      ) : (
        <p className="admin-muted">None yet.</p>
      )}
      <Button variant="outline" className="btn--sm" onClick={onAdd}>
        {addLabel}
      </Button>
    </>
  );
}

// The owner's site settings in sections. Nothing is saved until Save; leaving with unsaved changes asks first.
// The e-mail address receives every enquiry and sends the site's mails: only the owner may change it (content-api
// refuses anyone else with 403), so others see it read-only.
export function SettingsScreen({ record, calendar, currentRole }: { record: SiteSettingsRecord; calendar: BookingCalendar | null; currentRole: StaffRole | null }) {
  const [saved, setSaved] = useState(record);
  // The draft, its dirty and error state in react-hook-form, checked by the schema content-api saves with.
  const settingsForm = useSchemaForm<SiteSettings>({ defaultValues: record.settings, resolver: settingsResolver });
  const { draft, dirty, errors, change, formRef } = settingsForm;
  const [formError, setFormError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(0);
  // The save posts to the route's clientAction (api/save-settings.ts); a refusal is marked on its field.
  const saving = useActionFetcher<SettingsSaveReply>({
    refusalInline: true,
    onSuccess: ({ record: next }) => {
      if (!next) return;
      setSaved(next);
      settingsForm.reset(next.settings);
    },
  });
  const busy = saving.fetcher.state !== 'idle';
  const refusal = saving.refusal;
  useEffect(() => {
    if (!refusal) return;
    const field = fieldOfServerMessage(refusal, draft);
    if (field) settingsForm.showErrors({ [field]: refusal });
    setFormError(refusal);
    // Only a new refusal marks the fields.
  }, [refusal]);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  const set = <K extends keyof SiteSettings & Path<SiteSettings>>(key: K, value: SiteSettings[K]) => change(key, value as never);
  // A list changes from its latest rows, so quick edits in two rows never overwrite each other.
  const setRows = <K extends ListKey>(key: K, update: (rows: Rows<K>[]) => Rows<K>[]) => set(key, update(settingsForm.form.getValues(key) as Rows<K>[]) as SiteSettings[K]);
  const setRow = <K extends ListKey>(key: K, index: number, patch: Partial<Rows<K>>) =>
    setRows(key, (rows) => rows.map((row, i) => (i === index ? ({ ...(row as object), ...patch } as Rows<K>) : row)));
  const addRow = <K extends ListKey>(key: K) => setRows(key, (rows) => [...rows, newRow[key]()]);
  const removeRow = <K extends ListKey>(key: K, index: number) => setRows(key, (rows) => rows.filter((_, i) => i !== index));
  const error = (path: string) => errors[path];

  const submit = (event: FormEvent) =>
    void settingsForm.submit(
      (valid) => {
        setFormError(null);
        saving.submitJson({ intent: 'settings', settings: valid, version: saved.version });
      },
      () => setFormError('Some fields need attention; they are marked below.'),
    )(event);

  const networkOptions = (Object.keys(socialNetworks) as SocialNetwork[]).map((n) => ({ value: n, label: socialNetworks[n].label }));
  const dayOptions = weekdays.map((d) => ({ value: d, label: dayName(d) }));

  return (
    <>
      <div className="admin-page__head">
        <div>
          <h1>Site settings</h1>
          <p className="lead">
            What every page, the search engines' business card and the mails say about the business. Changes show on the site within two seconds of saving.
          </p>
          <p className="admin-muted">{saved.updatedAt ? `Last saved ${new Date(saved.updatedAt).toLocaleString('en-CA')} by ${saved.updatedBy}.` : 'Not saved yet: the site shows the first-start placeholders.'}</p>
        </div>
      </div>
      <form ref={formRef} className="admin-settings" noValidate onSubmit={submit}>
        {formError ? (
          <p className="field__error" role="alert">
            {formError}
          </p>
        ) : null}

        <Section id="settings-business" title="Business">
          <TextField label="Business name" required value={draft.businessName} onChange={(v) => set('businessName', v)} error={error('businessName')} />
          <TextField label="Main phone" required value={draft.phones.main} onChange={(v) => set('phones', { ...draft.phones, main: v })} error={error('phones.main')} />
          <TextField label="Emergency phone (24/7)" required value={draft.phones.emergency} onChange={(v) => set('phones', { ...draft.phones, emergency: v })} error={error('phones.emergency')} />
          {currentRole === 'owner' ? (
            <TextField label="E-mail" required value={draft.email} onChange={(v) => set('email', v)} error={error('email')} hint="Receives every enquiry and sends the site's mails; the old address is told when it changes." />
          ) : (
            <div className="field admin-field">
              <label htmlFor="settings-email">E-mail</label>
              <p className="field__hint" id="settings-email-hint">
                Only the owner can change this address: it receives every enquiry and sends the site's mails.
              </p>
              <input id="settings-email" type="email" value={draft.email} readOnly aria-describedby="settings-email-hint" />
            </div>
          )}
          <TextField label="Emergency strip text" required multiline value={draft.emergencyStripText} onChange={(v) => set('emergencyStripText', v)} error={error('emergencyStripText')} hint="Shown beside the emergency phone on the home and contact pages." />
        </Section>

        <BusinessFactsSettings facts={draft.business} onChange={(facts) => set('business', facts)} error={error} />

        <Section id="settings-address" title="Address and map">
          <TextField label="Mailing address" required value={draft.mailingAddress} onChange={(v) => set('mailingAddress', v)} error={error('mailingAddress')} hint="Where mail reaches you (a PO box, say); shown in the footer and every mail." />
          <TextField label="Street" required value={draft.address.street} onChange={(v) => set('address', { ...draft.address, street: v })} error={error('address.street')} />
          <TextField label="Town" required value={draft.address.locality} onChange={(v) => set('address', { ...draft.address, locality: v })} error={error('address.locality')} />
          <TextField label="Province" required value={draft.address.region} onChange={(v) => set('address', { ...draft.address, region: v })} error={error('address.region')} />
          <TextField label="Postal code" required value={draft.address.postalCode} onChange={(v) => set('address', { ...draft.address, postalCode: v })} error={error('address.postalCode')} />
          <TextField label="Country code" required value={draft.address.country} onChange={(v) => set('address', { ...draft.address, country: v })} error={error('address.country')} />
          <TextField label="Latitude" required value={String(draft.geo.latitude)} onChange={(v) => set('geo', { ...draft.geo, latitude: Number(v) })} error={error('geo.latitude')} />
          <TextField label="Longitude" required value={String(draft.geo.longitude)} onChange={(v) => set('geo', { ...draft.geo, longitude: Number(v) })} error={error('geo.longitude')} />
        </Section>

        <Section id="settings-hours" title="Opening hours" hint="Days not listed are closed. Times on the 24-hour clock, e.g. 08:00 and 17:00.">
          <RowList<'openingHours'>
            rows={draft.openingHours}
            label={(i) => `Opening hours ${i + 1}`}
            addLabel="Add a day"
            onAdd={() => addRow('openingHours')}
            onRemove={(i) => removeRow('openingHours', i)}
            render={(row, i) => (
              <>
                <SelectField label="Day" required placeholder="Choose a day" value={row.day} options={dayOptions} onChange={(v) => setRow('openingHours', i, { day: v as typeof row.day })} error={error(`openingHours.${i}.day`)} />
                <TextField label="Opens" required value={row.opens} onChange={(v) => setRow('openingHours', i, { opens: v })} error={error(`openingHours.${i}.opens`)} />
                <TextField label="Closes" required value={row.closes} onChange={(v) => setRow('openingHours', i, { closes: v })} error={error(`openingHours.${i}.closes`)} />
              </>
            )}
          />
        </Section>

        <Section id="settings-closures" title="Holiday closures">
          <RowList<'holidayClosures'>
            rows={draft.holidayClosures}
            label={(i) => `Closure ${i + 1}`}
            addLabel="Add a closure"
            onAdd={() => addRow('holidayClosures')}
            onRemove={(i) => removeRow('holidayClosures', i)}
            render={(row, i) => (
              <>
                <TextField label="Date" type="date" required value={row.date} onChange={(v) => setRow('holidayClosures', i, { date: v })} error={error(`holidayClosures.${i}.date`)} />
                <TextField label="Note" required value={row.note} onChange={(v) => setRow('holidayClosures', i, { note: v })} error={error(`holidayClosures.${i}.note`)} />
              </>
            )}
          />
        </Section>

        <Section id="settings-areas" title="Service areas" hint="Each town can link to its location page: give the page's address after /location/.">
          <RowList<'serviceAreas'>
            rows={draft.serviceAreas}
            label={(i) => `Service area ${i + 1}`}
            addLabel="Add a town"
            onAdd={() => addRow('serviceAreas')}
            onRemove={(i) => removeRow('serviceAreas', i)}
            render={(row, i) => (
              <>
                <TextField label="Town" required value={row.name} onChange={(v) => setRow('serviceAreas', i, { name: v })} error={error(`serviceAreas.${i}.name`)} />
                <TextField label="Location page" value={row.locationSlug ?? ''} placeholder="e.g. milton" onChange={(v) => setRow('serviceAreas', i, { locationSlug: v.trim() ? v.trim() : null })} error={error(`serviceAreas.${i}.locationSlug`)} />
                <PostalPrefixesField prefixes={row.postalPrefixes} onChange={(postalPrefixes) => setRow('serviceAreas', i, { postalPrefixes })} error={error(`serviceAreas.${i}.postalPrefixes`)} />
              </>
            )}
          />
        </Section>

        <Section id="settings-social" title="Social links" hint="Shown only when set. The address of your own page, e.g. https://www.facebook.com/your-page.">
          <RowList<'socialLinks'>
            rows={draft.socialLinks}
            label={(i) => `Social link ${i + 1}`}
            addLabel="Add a link"
            onAdd={() => addRow('socialLinks')}
            onRemove={(i) => removeRow('socialLinks', i)}
            render={(row, i) => (
              <>
                <SelectField label="Network" required placeholder="Choose a network" value={row.network} options={networkOptions} onChange={(v) => setRow('socialLinks', i, { network: v as SocialNetwork })} error={error(`socialLinks.${i}.network`)} />
                <TextField label="Address" type="url" inputMode="url" required value={row.url} onChange={(v) => setRow('socialLinks', i, { url: v })} error={error(`socialLinks.${i}.url`)} />
              </>
            )}
          />
        </Section>

        <Section id="settings-testimonials" title="Testimonials" hint="Publish a customer's words only with their consent, and record the date they gave it. With none, the section is hidden.">
          <RowList<'testimonials'>
            rows={draft.testimonials}
            label={(i) => `Testimonial ${i + 1}`}
            addLabel="Add a testimonial"
            onAdd={() => addRow('testimonials')}
            onRemove={(i) => removeRow('testimonials', i)}
            render={(row, i) => (
              <>
                <TextField label="What the customer said" required multiline value={row.text} onChange={(v) => setRow('testimonials', i, { text: v })} error={error(`testimonials.${i}.text`)} />
                <TextField label="Customer name" required value={row.customerName} onChange={(v) => setRow('testimonials', i, { customerName: v })} error={error(`testimonials.${i}.customerName`)} />
                <TextField label="Who they are" value={row.detail} placeholder="e.g. Homeowner, Milton" onChange={(v) => setRow('testimonials', i, { detail: v })} error={error(`testimonials.${i}.detail`)} />
                <TextField label="Consent date" type="date" required value={row.consentDate} onChange={(v) => setRow('testimonials', i, { consentDate: v })} error={error(`testimonials.${i}.consentDate`)} />
              </>
            )}
          />
        </Section>

        <Section id="settings-partners" title="Partner logos" hint="With none, the partner band is hidden.">
          <RowList<'partners'>
            rows={draft.partners}
            label={(i) => `Partner ${i + 1}`}
            addLabel="Add a partner"
            onAdd={() => addRow('partners')}
            onRemove={(i) => removeRow('partners', i)}
            render={(row, i) => (
              <>
                <TextField label="Partner name" required value={row.name} onChange={(v) => setRow('partners', i, { name: v })} error={error(`partners.${i}.name`)} />
                <ImageUploadField label="Logo" value={row.logoUrl} onChange={(url) => setRow('partners', i, { logoUrl: url })} onBusyChange={(on) => setUploading((n) => n + (on ? 1 : -1))} error={error(`partners.${i}.logoUrl`)} />
                <TextField label="Link" type="url" inputMode="url" value={row.link ?? ''} onChange={(v) => setRow('partners', i, { link: v.trim() ? v : null })} error={error(`partners.${i}.link`)} />
              </>
            )}
          />
        </Section>

        <Section id="settings-enquiries" title="Enquiries">
          <TextField
            label="Keep closed enquiries for (months)"
            required
            value={String(draft.enquiryRetentionMonths)}
            onChange={(v) => set('enquiryRetentionMonths', Number(v))}
            error={error('enquiryRetentionMonths')}
            hint="Closed enquiries older than this are deleted."
          />
        </Section>
        <AnalyticsSettingsSection value={draft.analytics} onChange={(v) => set('analytics', v)} error={error('analytics.retentionDays')} />

        <ReviewSettingsSection draft={draft} onReviews={(v) => set('reviews', v)} onAlerts={(v) => set('alerts', v)} error={error} />

        <div className="btn-row admin-settings__actions">
          <Button type="submit" busy={busy} busyLabel="Saving..." disabled={uploading > 0}>
            Save settings
          </Button>
          <Button variant="outline" disabled={!dirty || busy} onClick={() => (settingsForm.reset(saved.settings), setFormError(null))}>
            Discard changes
          </Button>
        </div>
      </form>
      <BookingCalendarSettings calendar={calendar} />
      <ConfirmDialog
        open={blocker.state === 'blocked'}
        title="Leave without saving?"
        message="Your changes to the site settings are not saved yet."
        confirmLabel="Leave and discard"
        cancelLabel="Stay"
        onConfirm={() => blocker.proceed?.()}
        onCancel={() => blocker.reset?.()}
      />
    </>
  );
}
