import { partnerMarks } from '@hvac/site';

const shapes: Record<(typeof partnerMarks)[number]['shape'], string> = {
  circle: 'M14 4a10 10 0 1 1 0 20 10 10 0 0 1 0-20Z',
  square: 'M5 5h18v18H5Z',
  diamond: 'M14 3l11 11-11 11L3 14Z',
  triangle: 'M14 4l11 19H3Z',
  hex: 'M9 4h10l6 10-6 10H9L3 14Z',
  drop: 'M14 3c5 7 9 11 9 15a9 9 0 0 1-18 0c0-4 4-8 9-15Z',
};

// Neutral, generic marks for suppliers and partners: no real brand's trademark. The name is HTML text
// beside the mark, so it wraps instead of being clipped at any width.
export function PartnerMarks({ limit = partnerMarks.length }: { limit?: number }) {
  return (
    <ul className={`logos${limit > 4 ? ' logos--6' : ''}`}>
      {partnerMarks.slice(0, limit).map((p) => (
        <li key={p.name} className="logos__mark">
          <svg viewBox="0 0 28 28" width="28" height="28" aria-hidden="true">
            <path d={shapes[p.shape]} fill="none" stroke="#5b6b7d" strokeWidth="2.5" />
          </svg>
          <span>{p.name}</span>
        </li>
      ))}
    </ul>
  );
}

// The band of partner marks under a page's hero.
export function PartnerBand({ limit }: { limit?: number }) {
  return (
    <section className="logos-band" aria-label="Our suppliers and partners">
      <div className="container">
        <p>Trusted suppliers and partners</p>
        <PartnerMarks limit={limit} />
      </div>
    </section>
  );
}
