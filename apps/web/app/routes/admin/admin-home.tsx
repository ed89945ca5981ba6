// Placeholder owned by the admin portal.
export const meta = () => [{ title: 'Admin Portal' }, { name: 'robots', content: 'noindex, nofollow' }];

export default function AdminHome() {
  return <h1>Admin Portal</h1>;
}
