import { useLocation } from 'react-router';
import type { ContactFormType, NewsletterForm } from '@hvac/contracts';

// What the server needs when a form is posted before JavaScript took over the page (see
// routes/form-fallback.tsx); the hydrated forms send JSON built from their own state instead.
export function FallbackFields({ formType, subject }: { formType: ContactFormType | NewsletterForm['formType']; subject?: string }) {
  const { pathname } = useLocation();
  return (
    <>
      <input type="hidden" name="formType" value={formType} />
      <input type="hidden" name="returnTo" value={pathname} />
      {subject ? <input type="hidden" name="subject" value={subject} /> : null}
    </>
  );
}
