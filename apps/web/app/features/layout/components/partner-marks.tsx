import { useSiteSettings } from '../../../lib/site-settings';

// The partner logos the owner uploaded in the site settings; the band is left out while there are none.
export function PartnerBand({ limit }: { limit?: number }) {
  const { partners } = useSiteSettings();
  if (!partners.length) return null;
  return (
    <section className="logos-band" aria-label="Our suppliers and partners">
      <div className="container">
        <p>Trusted suppliers and partners</p>
        <ul className={`logos${(limit ?? partners.length) > 4 ? ' logos--6' : ''}`}>
          {partners.slice(0, limit).map((partner) => {
            const logo = (
              <img src={partner.logoUrl} alt={partner.name} height={40} style={{ width: 'auto', maxWidth: '100%', objectFit: 'contain' }} loading="lazy" decoding="async" />
            );
            return (
              <li key={partner.logoUrl} className="logos__mark">
                {partner.link ? (
                  <a href={partner.link} rel="noopener" target="_blank">
                    {logo}
                  </a>
                ) : (
                  logo
                )}
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
