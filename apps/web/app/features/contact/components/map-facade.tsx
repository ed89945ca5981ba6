import { useState } from 'react';
import { MapPinIcon } from '../../../components/ui/icons';
import { formatStreetAddress, useSiteSettings } from '../../../lib/site-settings';

// The map loads only when asked for: no third-party request (or cookie) on page load.
export function MapFacade() {
  const [loaded, setLoaded] = useState(false);
  const settings = useSiteSettings();
  const { latitude: lat, longitude: lon } = settings.geo;
  const d = 0.01;
  const src = `https://www.openstreetmap.org/export/embed.html?bbox=${lon - d}%2C${lat - d / 2}%2C${lon + d}%2C${lat + d / 2}&layer=mapnik&marker=${lat}%2C${lon}`;
  const address = formatStreetAddress(settings.address);
  return (
    <div className="map__frame">
      {loaded ? (
        <iframe src={src} title={`Map showing ${address}`} loading="lazy" referrerPolicy="no-referrer" />
      ) : (
        <div className="map__facade">
          <div>
            <MapPinIcon style={{ width: 40, height: 40, color: 'var(--flame-600)', margin: '0 auto 8px' }} />
            <p style={{ margin: '0 0 12px', fontWeight: 700, color: 'var(--navy-900)' }}>{address}</p>
            <button type="button" className="btn btn--navy" onClick={() => setLoaded(true)}>
              Show the map
            </button>
            <p style={{ margin: '10px 0 0', fontSize: '0.85rem', color: 'var(--muted)' }}>Loads a map from OpenStreetMap.</p>
          </div>
        </div>
      )}
    </div>
  );
}
