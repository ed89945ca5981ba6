import { adminSectionsFor } from '../admin-sections';

const labels = (role: Parameters<typeof adminSectionsFor>[0]) => adminSectionsFor(role).map((section) => section.label);

describe('adminSectionsFor', () => {
  it.each(['owner', 'admin'] as const)('offers every section to an %s', (role) => {
    expect(labels(role)).toEqual(['Overview', 'Blogs', 'Location Pages', 'Enquiries', 'Subscribers', 'Users', 'Your account']);
  });

  it.each(['editor', null, undefined] as const)('offers content but no leads or users to %s', (role) => {
    expect(labels(role)).toEqual(['Overview', 'Blogs', 'Location Pages', 'Your account']);
  });
});
