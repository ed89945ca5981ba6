import { business, gasUtility } from '@hvac/site';

// What to do about a gas smell: get out first, then the utility's emergency line or 911, then us.
export function GasSafetyNotice({ id, className }: { id?: string; className?: string }) {
  return (
    <div id={id} className={['gas-safety', className].filter(Boolean).join(' ')} data-gas-safety>
      <p className="gas-safety__title">Smell gas? Leave the building now.</p>
      <p>{business.gasSafety}</p>
      <p>
        From outside, call the {gasUtility.name} emergency line at <a href={`tel:${gasUtility.emergency.tel}`}>{gasUtility.emergency.display}</a> or 911,
        then call us at <a href={`tel:${business.phones.emergency.tel}`}>{business.phones.emergency.display}</a> (24/7). Do not wait for a reply to a form.
      </p>
    </div>
  );
}
