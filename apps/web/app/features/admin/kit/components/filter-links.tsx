import { Link, useLocation } from 'react-router';

export type FilterOption<T extends string> = { value: T | null; label: string };

// A row of links that each show the list filtered by one value of a search parameter (null: none).
// Links, not buttons: each filter has its own address, and the route's loader reads it.
export function FilterLinks<T extends string>({ label, param, options, current }: { label: string; param: string; options: FilterOption<T>[]; current: T | null }) {
  const location = useLocation();
  return (
    <nav className="admin-filters" aria-label={label}>
      <ul>
        {options.map((f) => (
          <li key={f.label}>
            <Link
              className={f.value === current ? 'admin-filter admin-filter--active' : 'admin-filter'}
              aria-current={f.value === current ? 'page' : undefined}
              to={f.value ? `${location.pathname}?${new URLSearchParams({ [param]: f.value })}` : location.pathname}
            >
              {f.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
