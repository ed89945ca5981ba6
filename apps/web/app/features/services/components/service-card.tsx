import { Link } from 'react-router';
import type { ServiceEntry } from '@hvac/site';
import { paths } from '../../../config/paths';
import { ArrowRightIcon } from '../../../components/ui/icons';
import { serviceArt, serviceArtSize } from '../../../lib/service-art';

// A service card; on hover or focus the illustration gives way to a navy summary panel: what the service
// covers (its sub-services). The panel repeats the service page, so screen readers skip it.
export function ServiceCard({ service, headingLevel = 3 }: { service: ServiceEntry; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="card service-card card-link-cover">
      <div className="card__media">
        <img src={serviceArt[service.slug]} width={serviceArtSize.width} height={serviceArtSize.height} alt="" loading="lazy" decoding="async" />
        <div className="service-card__hover" aria-hidden="true">
          <p className="service-card__eyebrow">What we do</p>
          <ul>
            {service.subServices.map((s) => (
              <li key={s.title}>{s.title}</li>
            ))}
          </ul>
        </div>
      </div>
      <div className="card__body">
        <Heading>{service.title}</Heading>
        <p>{service.summary}</p>
        <Link className="card__link" to={paths.service.getHref(service.slug)}>
          Learn more <span className="visually-hidden">about {service.title}</span>
          <ArrowRightIcon />
        </Link>
      </div>
    </article>
  );
}
