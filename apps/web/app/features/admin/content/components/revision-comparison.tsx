import type { RevisionComparison } from '@hvac/contracts';
import { formatDateTime } from '../../kit/utils/display';

// Each changed field or section part, its words marked as removed (struck through) or added. `heading` names the two
// sides when one is not a saved revision (the text of a refused save).
export function RevisionComparisonView({ comparison, heading }: { comparison: RevisionComparison; heading?: string }) {
  const { from, to, fields } = comparison;
  return (
    <section className="revision-comparison" aria-label="Comparison">
      <h3>{heading ?? `From ${formatDateTime(from.created_at)} (${from.author}) to ${formatDateTime(to.created_at)} (${to.author})`}</h3>
      {fields.length === 0 ? (
        <p>These two versions have the same content.</p>
      ) : (
        <dl>
          {fields.map((field) => (
            <div key={field.field} className="revision-comparison__field">
              <dt>{field.label}</dt>
              <dd>
                {field.pieces.map((piece, index) =>
                  piece.change === 'added' ? (
                    <ins key={index}>{piece.value}</ins>
                  ) : piece.change === 'removed' ? (
                    <del key={index}>{piece.value}</del>
                  ) : (
                    <span key={index}>{piece.value}</span>
                  ),
                )}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
