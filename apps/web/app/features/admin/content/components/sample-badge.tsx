// Seeded sample content the owner has not edited yet: replace it or delete it before going live.
export function SampleBadge() {
  return (
    <span className="admin-badge admin-badge--sample" title="Seeded sample content: edit it to make it yours, or delete it">
      Sample
    </span>
  );
}
