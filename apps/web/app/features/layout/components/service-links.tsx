import { services } from '@hvac/site';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

// A link to every service page, in the catalogue's order.
export function ServiceLinks({ className }: { className?: string }) {
  return (
    <ul className={className}>
      {services.map((s) => (
        <li key={s.slug}>
          <Link to={paths.service.getHref(s.slug)}>{s.title}</Link>
        </li>
      ))}
    </ul>
  );
}
