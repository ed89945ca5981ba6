import { apiPaths } from '@hvac/contracts';
import { buildContactPayload, buildLeadRequest, buildNewsletterPayload, buildServiceRequestPayload } from '../lead-payloads';

const posted = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
};

const contact = { formType: 'Contact Page Form', returnTo: '/contact', name: ' Dana Reid ', email: 'dana@example.com', subject: 'Furnace', message: 'Please call.\n', website: '', startedAt: '1795000000000' };

describe('buildContactPayload', () => {
  it('sends the trimmed fields with the form type and both bot signals as posted', () => {
    expect(buildContactPayload(posted(contact), 'Get in Touch Form')).toEqual({
      ok: true,
      payload: { formType: 'Get in Touch Form', name: 'Dana Reid', email: 'dana@example.com', subject: 'Furnace', message: 'Please call.', website: '', startedAt: 1795000000000 },
    });
  });

  it('passes a filled honeypot on unchanged, for content-api to mark as spam', () => {
    const built = buildContactPayload(posted({ ...contact, website: ' http://spam.example ' }), 'Contact Page Form');
    expect(built.ok && built.payload.website).toBe(' http://spam.example ');
  });

  it('leaves out a startedAt that is not a time in milliseconds, and a missing honeypot', () => {
    for (const startedAt of ['', 'soon', '-5', '1.5', '9'.repeat(16)]) {
      const built = buildContactPayload(posted({ ...contact, startedAt }), 'Contact Page Form');
      expect(built.ok && 'startedAt' in built.payload).toBe(false);
    }
    const { website: _website, ...withoutHoneypot } = contact;
    const built = buildContactPayload(posted(withoutHoneypot), 'Contact Page Form');
    expect(built.ok && 'website' in built.payload).toBe(false);
  });

  it('answers with the browser check per field instead of a payload', () => {
    expect(buildContactPayload(posted({ ...contact, name: '', email: 'dana@' }), 'Contact Page Form')).toEqual({
      ok: false,
      fieldErrors: { name: 'Please enter your name.', email: 'Please enter a valid e-mail address, like name@example.com.' },
    });
  });
});

describe('buildServiceRequestPayload', () => {
  const request = { formType: 'Service Page Form', returnTo: '/services/hydronics', subject: 'Hydronics', name: 'Priya Shah', email: 'priya@example.com', phone: '', message: 'Boiler loses pressure.', website: '', startedAt: '1795000000000' };

  it('sends the service as the subject and leaves out an empty phone', () => {
    expect(buildServiceRequestPayload(posted(request))).toEqual({
      ok: true,
      payload: { formType: 'Service Page Form', subject: 'Hydronics', name: 'Priya Shah', email: 'priya@example.com', message: 'Boiler loses pressure.', website: '', startedAt: 1795000000000 },
    });
  });

  it('checks a phone when one is given', () => {
    const built = buildServiceRequestPayload(posted({ ...request, phone: ' (905) 555-0100 ' }));
    expect(built.ok && built.payload.phone).toBe('(905) 555-0100');
    expect(buildServiceRequestPayload(posted({ ...request, phone: 'call me' }))).toMatchObject({ ok: false, fieldErrors: { phone: expect.stringMatching(/phone number/) } });
  });
});

describe('buildNewsletterPayload', () => {
  it('keeps the page the form was sent from as the consent source', () => {
    expect(buildNewsletterPayload(posted({ formType: 'Newsletter', returnTo: '/blog/furnace-tips', email: 'sam@example.com', website: '', startedAt: '1795000000000' }))).toEqual({
      ok: true,
      payload: { email: 'sam@example.com', formType: 'Newsletter', sourcePage: '/blog/furnace-tips', website: '', startedAt: 1795000000000 },
    });
  });

  it('takes only a path of this site as the source', () => {
    for (const returnTo of ['//evil.example/x', 'https://evil.example/', '/a b', '']) {
      const built = buildNewsletterPayload(posted({ returnTo, email: 'sam@example.com' }));
      expect(built.ok && built.payload.sourcePage).toBe('/contact');
    }
  });

  it('requires the e-mail', () => {
    expect(buildNewsletterPayload(posted({ email: ' ' }))).toEqual({ ok: false, fieldErrors: { email: 'Please enter your e-mail.' } });
  });
});

describe('buildLeadRequest', () => {
  it('picks the endpoint and builder by the form type', () => {
    expect(buildLeadRequest(posted(contact))).toMatchObject({ path: apiPaths.contactForm, built: { ok: true, payload: { formType: 'Contact Page Form' } } });
    expect(buildLeadRequest(posted({ ...contact, formType: 'Get in Touch Form' }))).toMatchObject({ path: apiPaths.contactForm, built: { payload: { formType: 'Get in Touch Form' } } });
    expect(buildLeadRequest(posted({ ...contact, formType: 'Service Page Form', phone: '' }))).toMatchObject({ path: apiPaths.contactForm, built: { payload: { formType: 'Service Page Form' } } });
    expect(buildLeadRequest(posted({ formType: 'Newsletter', email: 'sam@example.com' }))).toMatchObject({ path: apiPaths.newsletter, built: { ok: true } });
  });

  it('knows no other form', () => {
    expect(buildLeadRequest(posted({ ...contact, formType: 'Job Application' }))).toBeNull();
    expect(buildLeadRequest(posted({ name: 'x' }))).toBeNull();
  });
});
