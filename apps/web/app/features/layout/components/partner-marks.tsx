import { partnerMarks } from '@hvac/site';

const shapes: Record<(typeof partnerMarks)[number]['shape'], string> = {
  circle: 'M14 4a10 10 0 1 1 0 20 10 10 0 0 1 0-20Z',
  square: 'M5 5h18v18H5Z',
  diamond: 'M14 3l11 11-11 11L3 14Z',
  triangle: 'M14 4l11 19H3Z',
  hex: 'M9 4h10l6 10-6 10H9L3 14Z',
  drop: 'M14 3c5 7 9 11 9 15a9 9 0 0 1-18 0c0-4 4-8 9-15Z',
};

// Neutral, generic marks for suppliers and partners: no real brand's trademark.
export function PartnerMarks({ limit = partnerMarks.length }: { limit?: number }) {
  return (
    <ul className={`logos${limit > 4 ? ' logos--6' : ''}`} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {partnerMarks.slice(0, limit).map((p) => (
        <li key={p.name}>
          <svg viewBox="0 0 180 40" width="180" height="40" role="img" aria-label={p.name}>
            <path d={shapes[p.shape]} transform="translate(2 6)" fill="none" stroke="#5b6b7d" strokeWidth="2.5" />
            <text x="40" y="26" fontFamily="system-ui, sans-serif" fontSize="15" fontWeight="700" fill="#475569">
              {p.name}
            </text>
          </svg>
        </li>
      ))}
    </ul>
  );
}
