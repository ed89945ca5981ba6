import type { BusinessCredential, BusinessFacts } from '@hvac/contracts';
import { Button } from '../../../../components/ui/button';
import { TextField } from '../../kit/components/form-fields';

const newCredential = (): BusinessCredential => ({ label: '', registrationNumber: '', verificationUrl: null });

// Site settings section: the legal name, the town, the founding year and the credential lines the pages state.
export function BusinessFactsSettings({ facts, onChange, error }: { facts: BusinessFacts; onChange: (facts: BusinessFacts) => void; error: (path: string) => string | undefined }) {
  const set = (patch: Partial<BusinessFacts>) => onChange({ ...facts, ...patch });
  const setRow = (index: number, patch: Partial<BusinessCredential>) => set({ credentials: facts.credentials.map((row, i) => (i === index ? { ...row, ...patch } : row)) });
  return (
    <section className="admin-settings__section" aria-labelledby="settings-facts">
      <h2 id="settings-facts">Business facts</h2>
      <p className="admin-muted">What the pages and the search engines' business card state about the business. Clear a fact to take it off every page.</p>
      <TextField label="Legal name" value={facts.legalName} onChange={(v) => set({ legalName: v })} error={error('business.legalName')} hint="The registered name, on the privacy page. Empty: the business name." />
      <TextField label="Home town" value={facts.town} onChange={(v) => set({ town: v })} error={error('business.town')} hint='As in "family-run in Milton". Empty: no town is named.' />
      <TextField
        label="Founding year"
        value={facts.foundedYear === null ? '' : String(facts.foundedYear)}
        onChange={(v) => set({ foundedYear: v.trim() ? Number(v) : null })}
        error={error('business.foundedYear')}
        hint='Shown as "Since 1985" and the years of experience. Empty: neither is shown.'
      />
      <h3>Credentials</h3>
      {facts.credentials.length ? (
        <ol className="admin-settings__rows">
          {facts.credentials.map((row, i) => (
            <li key={i} className="admin-settings__row" aria-label={`Credential ${i + 1}`}>
              <TextField label="What the pages say" value={row.label} placeholder="e.g. TSSA-registered contractor" onChange={(v) => setRow(i, { label: v })} error={error(`business.credentials.${i}.label`)} />
              <TextField label="Registration number" value={row.registrationNumber} onChange={(v) => setRow(i, { registrationNumber: v })} error={error(`business.credentials.${i}.registrationNumber`)} />
              <TextField
                label="Public register (link)"
                type="url"
                inputMode="url"
                value={row.verificationUrl ?? ''}
                onChange={(v) => setRow(i, { verificationUrl: v.trim() ? v : null })}
                error={error(`business.credentials.${i}.verificationUrl`)}
              />
              <Button variant="outline" className="btn--sm" onClick={() => set({ credentials: facts.credentials.filter((_, j) => j !== i) })} aria-label={`Remove credential ${i + 1}`}>
                Remove
              </Button>
            </li>
          ))}
        </ol>
      ) : (
        <p className="admin-muted">None: the pages list no credentials.</p>
      )}
      <Button variant="outline" className="btn--sm" onClick={() => set({ credentials: [...facts.credentials, newCredential()] })}>
        Add a credential
      </Button>
    </section>
  );
}
