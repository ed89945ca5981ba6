import { telHref } from '@hvac/contracts';
import { business, gasUtility } from '@hvac/site';
import { useSiteSettings } from '../../../lib/site-settings';
import '../styles/forms.css';

// What to do about a gas smell, in the site's safety words: get out first, then the utility's emergency
// line or 911 from outside, then us.
export function GasSafetyNotice({ id, className }: { id?: string; className?: string }) {
  const { phones } = useSiteSettings();
  return (
    <div id={id} className={['gas-safety', className].filter(Boolean).join(' ')} data-gas-safety>
      <p className="gas-safety__title">{business.gasSafety}</p>
      <p>
        {gasUtility.name} emergency line: <a href={`tel:${gasUtility.emergency.tel}`}>{gasUtility.emergency.display}</a>. Then call us, 24/7:{' '}
        <a href={telHref(phones.emergency)}>{phones.emergency}</a>. Do not wait for a reply to a form.
      </p>
    </div>
  );
}
