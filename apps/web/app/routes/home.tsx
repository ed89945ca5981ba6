import { business } from '@hvac/site';
import { paths } from '../config/paths';
import { ButtonLink } from '../components/ui/button';

export default function Home() {
  return (
    <section className="hero">
      <div className="container hero__inner">
        <div>
          <h1>Take care of the heart of your home</h1>
          <p className="hero__text">{business.tagline}.</p>
          <ButtonLink to={paths.about.getHref()}>DESCRIBE MORE</ButtonLink>
        </div>
      </div>
    </section>
  );
}
