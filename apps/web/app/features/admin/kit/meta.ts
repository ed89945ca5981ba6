import type { MetaDescriptor } from 'react-router';

// Every admin screen: its own title, never indexed.
export function adminMeta(title: string): MetaDescriptor[] {
  return [{ title: `${title} | Admin Portal` }, { name: 'robots', content: 'noindex, nofollow' }];
}
