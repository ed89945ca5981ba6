export function Spinner({ size = 'sm' }: { size?: 'sm' | 'lg' }) {
  return <span className={size === 'lg' ? 'spinner spinner--lg' : 'spinner'} aria-hidden="true" />;
}

// The page-level spinner shown while a route's data loads on client-side navigation.
export function PageSpinner({ label = 'Loading...' }: { label?: string }) {
  return (
    <div className="page-spinner" role="status">
      <Spinner size="lg" />
      <span>{label}</span>
    </div>
  );
}
