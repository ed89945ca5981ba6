import { adminSearchMax } from '@hvac/contracts';
import { useId } from 'react';
import { Form, useLocation } from 'react-router';
import { Button } from '../../../../components/ui/button';

// Searches an admin list on the server as a GET form: the search has its own address (?q=), keeps the
// filters set, and starts again at the first page. Keyed by the address, so the field shows what applies.
export function ListSearch({ label, hint, q }: { label: string; hint: string; q: string | null }) {
  const location = useLocation();
  const id = useId();
  const kept = [...new URLSearchParams(location.search)].filter(([key]) => key !== 'q' && key !== 'page');
  return (
    <Form method="get" role="search" aria-label={label} className="admin-list-search" key={location.search}>
      {kept.map(([key, value]) => (
        <input key={key} type="hidden" name={key} value={value} />
      ))}
      <label htmlFor={id}>{label}</label>
      <input id={id} type="search" name="q" defaultValue={q ?? ''} maxLength={adminSearchMax} placeholder={hint} />
      <Button type="submit" variant="outline" className="btn--sm">
        Search
      </Button>
    </Form>
  );
}
