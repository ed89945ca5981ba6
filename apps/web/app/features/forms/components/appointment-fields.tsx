import { appointmentTimeWindowLabels, appointmentTimeWindows, isPostalCode } from '@hvac/contracts';
import { isInServiceArea } from '@hvac/site';
import { useState, type ChangeEvent } from 'react';
import { TextField } from '../../../components/ui/field';
import { useSiteSettings } from '../../../lib/site-settings';
import { formLimits } from '../utils/validate';
import '../styles/forms.css';

// Said as soon as a complete postal code lies outside the towns we serve; the form is still sent.
export const outsideServiceAreaNote = 'Your postal code is outside the towns we usually serve. We may not serve that area, and we will confirm when we call.';

type Errors = { phone?: string; timeWindow?: string; postalCode?: string };

// Book An Appointment's own fields: a phone to call back, when suits, and where the visit is.
export function AppointmentFields({ id, errors }: { id: string; errors: Errors }) {
  const [outside, setOutside] = useState(false);
  const { serviceAreas } = useSiteSettings();
  const checkArea = (event: ChangeEvent<HTMLInputElement>) => {
    const code = event.currentTarget.value.trim();
    setOutside(isPostalCode(code) && !isInServiceArea(code, serviceAreas));
  };
  const windowId = `${id}-time-window`;
  const noteId = `${id}-postal-note`;
  return (
    <>
      <div className="form__row form__row--2">
        <TextField id={`${id}-phone`} label="Phone" name="phone" type="tel" autoComplete="tel" maxLength={formLimits.phone} error={errors.phone} required />
        <div className="field">
          <label htmlFor={windowId}>Preferred time</label>
          <select id={windowId} name="timeWindow" defaultValue="any" aria-invalid={errors.timeWindow ? true : undefined} aria-describedby={errors.timeWindow ? `${windowId}-error` : undefined}>
            {appointmentTimeWindows.map((window) => (
              <option key={window} value={window}>
                {appointmentTimeWindowLabels[window]}
              </option>
            ))}
          </select>
          {errors.timeWindow ? <span className="field__error" id={`${windowId}-error`}>{errors.timeWindow}</span> : null}
        </div>
      </div>
      <TextField
        id={`${id}-postal-code`}
        label="Postal code"
        name="postalCode"
        autoComplete="postal-code"
        autoCapitalize="characters"
        maxLength={7}
        hint="Where the visit is, like L9T 1P7."
        error={errors.postalCode}
        onChange={checkArea}
        required
      />
      <p className="field__note" id={noteId} aria-live="polite">
        {outside ? outsideServiceAreaNote : null}
      </p>
    </>
  );
}
