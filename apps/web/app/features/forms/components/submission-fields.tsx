import { useState } from 'react';
import { useLocation } from 'react-router';
import type { ContactFormType, NewsletterForm } from '@hvac/contracts';
import { inlineReply } from '../utils/form-outcome';
import { useLandingSource } from '../../../lib/visit-source';
import { useHydrated } from '../hooks/use-hydrated';
import { Honeypot } from './honeypot';

// What the form action needs besides the visitor's fields: which form this is, the page it is on, the
// bot signals, and whether React sends it (then the reply comes back as data, not as a new page).
// startedAt is the time the server rendered the form, so it is there without JavaScript; React renders it
// again in the browser when it takes the form over (hydration or a client-side page change).
export function SubmissionFields({ formType, subject }: { formType: ContactFormType | NewsletterForm['formType']; subject?: string }) {
  const { pathname } = useLocation();
  const [shownAt] = useState(Date.now);
  const hydrated = useHydrated();
  // Where this visit came from (the beacon's landing page, referrer host, utm_*), known in the browser only.
  const source = useLandingSource();
  return (
    <>
      <input type="hidden" name="formType" value={formType} />
      <input type="hidden" name="returnTo" value={pathname} />
      {subject ? <input type="hidden" name="subject" value={subject} /> : null}
      <input type="hidden" name="startedAt" value={shownAt} />
      {hydrated ? <input type="hidden" name={inlineReply.field} value={inlineReply.value} /> : null}
      <Honeypot />
      {Object.entries(source).map(([name, value]) => (value ? <input key={name} type="hidden" name={name} value={value} /> : null))}
    </>
  );
}
