import { apiPaths } from '@hvac/contracts';
import { buildAppointmentPayload, buildContactPayload, buildLeadRequest, buildNewsletterPayload, buildServiceRequestPayload } from '../lead-payloads';

const posted = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
};

const contact = { formType: 'Get in Touch Form', returnTo: '/services/furnaces', name: ' Dana Reid ', email: 'dana@example.com', subject: 'Furnace', message: 'Please call.\n', situation: 'no-heat', website: '', startedAt: '1795000000000' };
const appointment = { ...contact, formType: 'Contact Page Form', returnTo: '/contact', situation: 'other', phone: ' 905-555-0100 ', timeWindow: 'morning', postalCode: ' l9t1p7 ' };

describe('buildContactPayload', () => {
  it('sends the trimmed fields with the form type and both bot signals as posted', () => {
    expect(buildContactPayload(posted(contact))).toEqual({
      ok: true,
      payload: { formType: 'Get in Touch Form', name: 'Dana Reid', email: 'dana@example.com', subject: 'Furnace', message: 'Please call.', situation: 'no-heat', website: '', startedAt: 1795000000000 },
    });
  });

  it('passes a filled honeypot on unchanged, for content-api to mark as spam', () => {
    const built = buildContactPayload(posted({ ...contact, website: ' http://spam.example ' }));
    expect(built.ok && built.payload.website).toBe(' http://spam.example ');
  });

  it('leaves out a startedAt that is not a time in milliseconds, and a missing honeypot', () => {
    for (const startedAt of ['', 'soon', '-5', '1.5', '9'.repeat(16)]) {
      const built = buildContactPayload(posted({ ...contact, startedAt }));
      expect(built.ok && 'startedAt' in built.payload).toBe(false);
    }
    const { website: _website, ...withoutHoneypot } = contact;
    const built = buildContactPayload(posted(withoutHoneypot));
    expect(built.ok && 'website' in built.payload).toBe(false);
  });

  it('passes on the visit’s source from the hidden fields, leaving out empty ones', () => {
    const source = { landingPage: '/services/furnaces', referrerHost: 'www.google.com', utmSource: 'google', utmMedium: '', utmCampaign: 'fall' };
    for (const build of [buildContactPayload, buildAppointmentPayload, buildServiceRequestPayload, buildNewsletterPayload]) {
      const built = build(posted({ ...appointment, ...source }));
      expect(built.ok && built.payload).toMatchObject({ landingPage: '/services/furnaces', referrerHost: 'www.google.com', utmSource: 'google', utmCampaign: 'fall' });
      expect(built.ok && 'utmMedium' in built.payload).toBe(false);
    }
  });

  it('answers with the browser check per field instead of a payload', () => {
    expect(buildContactPayload(posted({ ...contact, name: '', email: 'dana@' }))).toEqual({
      ok: false,
      fieldErrors: { name: 'Please enter your name.', email: 'Please enter a valid e-mail address, like name@example.com.' },
    });
  });

  it('asks what is happening, and accepts only the situations it offers', () => {
    for (const situation of ['', 'flood']) {
      expect(buildContactPayload(posted({ ...contact, situation }))).toEqual({ ok: false, fieldErrors: { situation: 'Please tell us what is happening.' } });
    }
  });
});

describe('buildAppointmentPayload (Book An Appointment)', () => {
  it('sends the phone, the time window and the postal code as Canada Post prints it', () => {
    expect(buildAppointmentPayload(posted(appointment))).toEqual({
      ok: true,
      payload: {
        formType: 'Contact Page Form',
        name: 'Dana Reid',
        email: 'dana@example.com',
        subject: 'Furnace',
        message: 'Please call.',
        situation: 'other',
        phone: '905-555-0100',
        timeWindow: 'morning',
        postalCode: 'L9T 1P7',
        website: '',
        startedAt: 1795000000000,
      },
    });
  });

  it('requires the phone and the postal code, and a time window it offers', () => {
    expect(buildAppointmentPayload(posted({ ...appointment, phone: '', postalCode: '', timeWindow: 'midnight' }))).toEqual({
      ok: false,
      fieldErrors: { phone: 'Please enter your phone.', postalCode: 'Please enter your postal code.', timeWindow: 'Please choose a time that suits you.' },
    });
  });

  it('refuses a postal code that is not Canadian, and takes one outside the service areas', () => {
    expect(buildAppointmentPayload(posted({ ...appointment, postalCode: '90210' }))).toEqual({ ok: false, fieldErrors: { postalCode: 'Please enter a Canadian postal code, like L9T 1P7.' } });
    const outside = buildAppointmentPayload(posted({ ...appointment, postalCode: 'k1a 0b1' }));
    expect(outside.ok && outside.payload.postalCode).toBe('K1A 0B1');
  });
});

describe('buildServiceRequestPayload', () => {
  const request = { formType: 'Service Page Form', returnTo: '/services/hydronics', subject: 'Hydronics', name: 'Priya Shah', email: 'priya@example.com', phone: '', message: 'Boiler loses pressure.', situation: 'gas-smell', website: '', startedAt: '1795000000000' };

  it('sends the service as the subject and leaves out an empty phone', () => {
    expect(buildServiceRequestPayload(posted(request))).toEqual({
      ok: true,
      payload: { formType: 'Service Page Form', subject: 'Hydronics', name: 'Priya Shah', email: 'priya@example.com', message: 'Boiler loses pressure.', situation: 'gas-smell', website: '', startedAt: 1795000000000 },
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
    expect(buildLeadRequest(posted(appointment))).toMatchObject({ path: apiPaths.contactForm, built: { ok: true, payload: { formType: 'Contact Page Form', postalCode: 'L9T 1P7' } } });
    expect(buildLeadRequest(posted(contact))).toMatchObject({ path: apiPaths.contactForm, built: { payload: { formType: 'Get in Touch Form' } } });
    expect(buildLeadRequest(posted({ ...contact, formType: 'Service Page Form', phone: '' }))).toMatchObject({ path: apiPaths.contactForm, built: { payload: { formType: 'Service Page Form' } } });
    expect(buildLeadRequest(posted({ formType: 'Newsletter', email: 'sam@example.com' }))).toMatchObject({ path: apiPaths.newsletter, built: { ok: true } });
  });

  it('knows no other form', () => {
    expect(buildLeadRequest(posted({ ...contact, formType: 'Job Application' }))).toBeNull();
    expect(buildLeadRequest(posted({ name: 'x' }))).toBeNull();
  });
});
