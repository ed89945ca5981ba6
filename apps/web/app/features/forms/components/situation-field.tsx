import { enquirySituationLabels, enquirySituations, telHref } from '@hvac/contracts';
import { Fragment, useId } from 'react';
import { useSiteSettings } from '../../../lib/site-settings';
import { GasSafetyNotice } from './gas-safety-notice';
import '../styles/forms.css';

// What is happening, first on every contact form, so urgent calls are answered first. Choosing a gas
// smell shows the safety instruction at once, before anything is sent: a CSS sibling rule
// (.situation__input[value=gas-smell]:checked ~ .situation__gas) does it, so it works before hydration and without
// JavaScript. The gas option is described by the instruction for screen readers.
export function SituationField({ error }: { error?: string }) {
  const id = useId();
  const gasId = `${id}-gas`;
  const urgentId = `${id}-urgent`;
  const { phones } = useSiteSettings();
  const errorId = `${id}-error`;
  return (
    <fieldset className="field situation" aria-describedby={error ? errorId : undefined}>
      <legend>What is happening?</legend>
      <div className="situation__options">
        {enquirySituations.map((situation) => (
          <Fragment key={situation}>
            <input
              id={`${id}-${situation}`}
              className="situation__input"
              type="radio"
              name="situation"
              value={situation}
              required
              aria-invalid={error ? true : undefined}
              aria-describedby={situation === 'gas-smell' ? gasId : situation === 'no-heat' || situation === 'no-cooling' ? urgentId : undefined}
            />
            <label htmlFor={`${id}-${situation}`}>{enquirySituationLabels[situation]}</label>
          </Fragment>
        ))}
        <GasSafetyNotice id={gasId} className="situation__gas" />
        <p className="situation__urgent" id={urgentId} data-urgent-call>
          Without heat or cooling, do not wait for a window: call us now, 24/7, at <a href={telHref(phones.emergency)}>{phones.emergency}</a>.
        </p>
      </div>
      {error ? (
        <span className="field__error" id={errorId}>
          {error}
        </span>
      ) : null}
    </fieldset>
  );
}
