import type { StaffRole } from '@hvac/contracts';
import { paths } from '../../../../config/paths';

export type AdminSection = { to: string; label: string; end: boolean };

const leadRoles: readonly StaffRole[] = ['owner', 'admin'];
const staffManagerRoles: readonly StaffRole[] = ['owner', 'admin'];
const ownerRoles: readonly StaffRole[] = ['owner'];

const sections: (AdminSection & { roles?: readonly StaffRole[] })[] = [
  { to: paths.admin.root.getHref(), label: 'Overview', end: true },
  { to: paths.admin.blogs.getHref(), label: 'Blogs', end: false },
  { to: paths.admin.locationPages.getHref(), label: 'Location Pages', end: false },
  { to: paths.admin.enquiries.getHref(), label: 'Enquiries', end: false, roles: leadRoles },
  { to: paths.admin.schedule.getHref(), label: 'Schedule', end: false, roles: leadRoles },
  { to: paths.admin.subscribers.getHref(), label: 'Subscribers', end: false, roles: leadRoles },
  { to: paths.admin.analytics.getHref(), label: 'Analytics', end: false, roles: leadRoles },
  { to: paths.admin.privacyRequests.getHref(), label: 'Privacy requests', end: false, roles: leadRoles },
  { to: paths.admin.categories.getHref(), label: 'Categories', end: false },
  { to: paths.admin.redirects.getHref(), label: 'Redirects', end: false },
  { to: paths.admin.settings.getHref(), label: 'Settings', end: false, roles: staffManagerRoles },
  { to: paths.admin.users.getHref(), label: 'Users', end: false, roles: staffManagerRoles },
  { to: paths.admin.audit.getHref(), label: 'Audit log', end: false, roles: ownerRoles },
  { to: paths.admin.account.getHref(), label: 'Your account', end: false },
  { to: paths.admin.security.getHref(), label: 'Security', end: false },
];

// The sections a role may use; the server refuses the rest anyway, the portal just does not offer them. A session
// stored before roles existed has no role and sees only what every staff role may use.
export function adminSectionsFor(role: StaffRole | null | undefined): AdminSection[] {
  return sections.filter((section) => !section.roles || (role && section.roles.includes(role))).map(({ to, label, end }) => ({ to, label, end }));
}

// Enquiries, subscribers and their figures are for owners and admins.
export const mayReadLeads = (role: StaffRole | null | undefined): boolean => Boolean(role && leadRoles.includes(role));
