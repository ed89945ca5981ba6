import { apiPaths, type SiteSettings, type SiteSettingsRecord, type SuccessData, type Testimonial } from '@hvac/contracts';
import { admin } from '../admin/admin-env';
import { baseUrl } from './stack';

// The stack starts without testimonials (none are invented); tests of the testimonial carousel publish
// a few through the admin API and put the settings back afterwards.
export async function publishTestimonials(testimonials: Testimonial[]): Promise<() => Promise<void>> {
  const login = await fetch(`${baseUrl}${apiPaths.login}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(admin) });
  if (!login.ok) throw new Error(`Admin sign-in failed: ${login.status}`);
  const headers = { Authorization: `Bearer ${((await login.json()) as { token: string }).token}`, 'Content-Type': 'application/json' };
  const save = async (settings: SiteSettings) => {
    const reply = await fetch(`${baseUrl}${apiPaths.adminSettings}`, { method: 'PUT', headers, body: JSON.stringify(settings) });
    if (!reply.ok) throw new Error(`Saving the site settings failed: ${reply.status} ${await reply.text()}`);
  };
  const original = ((await (await fetch(`${baseUrl}${apiPaths.adminSettings}`, { headers })).json()) as SuccessData<SiteSettingsRecord>).data.settings;
  await save({ ...original, testimonials });
  // The gateway may serve the page's previous copy once while it refreshes it: read until it is current.
  const deadline = Date.now() + 10_000;
  while (!(await (await fetch(`${baseUrl}/`)).text()).includes(testimonials[0]?.text ?? '')) {
    if (Date.now() > deadline) throw new Error('The home page did not show the published testimonials');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return () => save(original);
}
