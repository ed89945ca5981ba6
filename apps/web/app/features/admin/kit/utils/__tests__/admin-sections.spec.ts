import { adminSectionsFor } from '../admin-sections';

const labels = (role: Parameters<typeof adminSectionsFor>[0]) => adminSectionsFor(role).map((section) => section.label);

describe('adminSectionsFor', () => {
  it('offers every section to an owner', () => {
    expect(labels('owner')).toEqual([
      'Overview',
      'Blogs',
      'Location Pages',
      'Enquiries',
      'Schedule',
      'Subscribers',
      'Analytics',
      'Privacy requests',
      'Categories',
      'Redirects',
      'Settings',
      'Users',
      'Audit log',
      'Your account',
      'Security',
    ]);
  });

  it('offers an admin everything but the audit log', () => {
    expect(labels('owner')).toContain('Audit log');
    expect(labels('admin')).toEqual(labels('owner').filter((label) => label !== 'Audit log'));
  });

  it.each(['editor', null, undefined] as const)('offers content but no leads, settings, users or audit log to %s', (role) => {
    expect(labels(role)).toEqual(['Overview', 'Blogs', 'Location Pages', 'Categories', 'Redirects', 'Your account', 'Security']);
  });
});
