import { toTorontoWallTime } from '@hvac/contracts';
import { axeViolations, signInByApi } from './admin-browser';
import { admin } from './admin-env';
import { useAdminSession } from './admin-session';

// The owner's audit log, read from a browser far from Milton: its dates are the business's (Toronto) days.
const session = useAdminSession();

const farAway = 'Pacific/Kiritimati'; // UTC+14: its calendar day is Toronto's next one from 5 am Toronto time on
const torontoDate = new Intl.DateTimeFormat('en-CA', { dateStyle: 'medium', timeZone: 'America/Toronto' });

function torontoDay(addDays = 0): string {
  const today = toTorontoWallTime(new Date()).slice(0, 10);
  const day = new Date(`${today}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + addDays);
  return day.toISOString().slice(0, 10);
}

describe('audit log', () => {
  it("shows the owner's own sign-in, filtered by action and by Toronto days", async () => {
    const { page } = await session.open(undefined, { timezoneId: farAway });
    await signInByApi(page);
    const signedInAt = new Date();

    await page.goto('/admin/audit');
    await page.getByRole('heading', { level: 1, name: 'Audit log' }).waitFor();
    const filters = page.getByRole('form', { name: 'Filter the audit log' });
    await filters.getByLabel('Who').fill(admin.email);
    await filters.getByLabel('Action').fill('sign-in');
    await filters.getByLabel('From').fill(torontoDay());
    await filters.getByLabel('Before').fill(torontoDay(1));
    await filters.getByRole('button', { name: 'Filter' }).click();
    await page.waitForURL(/action=sign-in/);

    const rows = page.getByRole('region', { name: 'Audit log' }).getByRole('row').filter({ hasText: 'succeeded' });
    const newest = rows.first();
    await newest.waitFor();
    await expect(newest.textContent()).resolves.toContain(admin.email);
    // Shown on Toronto's calendar, not the browser's.
    await expect(newest.getByRole('cell').first().textContent()).resolves.toContain(torontoDate.format(signedInAt));
    expect(await axeViolations(page)).toEqual([]);

    // From Toronto's tomorrow on there is nothing yet.
    await filters.getByLabel('From').fill(torontoDay(1));
    await filters.getByLabel('Before').fill(torontoDay(2));
    await filters.getByRole('button', { name: 'Filter' }).click();
    await page.getByText('No entries match.').waitFor();
  }, 60_000);
});
