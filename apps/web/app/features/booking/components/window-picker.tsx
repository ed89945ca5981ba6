import type { OpenDay } from '@hvac/contracts';
import { useId } from 'react';
import { placesLeft, windowTimes } from '../utils/window-labels';

// How many of the next open days the form offers.
export const offeredDays = 5;

// The arrival windows of the next open days as plain radio buttons, one group per day with the date in
// full as its legend: it works without JavaScript, by keyboard and with a screen reader. Full windows
// are not offered (the API leaves them out); a window's last place says so. "No window" keeps the
// old way: we call to arrange a time.
export function WindowPicker({ days, error, notice }: { days: OpenDay[]; error?: string; notice?: string }) {
  const id = useId();
  const shown = days.slice(0, offeredDays);
  return (
    <fieldset className="field window-picker" aria-describedby={error ? `${id}-error` : notice ? `${id}-notice` : undefined} data-window-picker>
      <legend>Choose an arrival window</legend>
      {notice ? (
        <p className="window-picker__notice" id={`${id}-notice`} role="alert">
          {notice}
        </p>
      ) : null}
      {shown.length === 0 ? <p className="field__note">No windows are open online right now. Send the form and we will call you to arrange a time.</p> : null}
      {shown.map((day) => (
        <fieldset key={day.date} className="window-picker__day">
          <legend>{day.label}</legend>
          <div className="window-picker__options">
            {day.windows.map((w) => (
              <label key={w.id} className="window-picker__option">
                <input type="radio" name="windowId" value={w.id} />
                <span>{windowTimes(w)}</span>
                {placesLeft(w.remaining) ? <span className="window-picker__left">{placesLeft(w.remaining)}</span> : null}
              </label>
            ))}
          </div>
        </fieldset>
      ))}
      <label className="window-picker__option window-picker__none">
        <input type="radio" name="windowId" value="" defaultChecked={shown.length === 0} />
        <span>None of these: call me to arrange a time</span>
      </label>
      {error ? (
        <span className="field__error" id={`${id}-error`}>
          {error}
        </span>
      ) : null}
    </fieldset>
  );
}

// The picker as the booking form's slot: the route's windows, or after a refusal the ones open now.
export function windowPickerSlot(days: OpenDay[]) {
  return function BookingWindows(refused: { openWindows: OpenDay[]; reason?: string } | null) {
    return <WindowPicker days={refused?.openWindows ?? days} {...(refused?.reason ? { notice: refused.reason } : {})} />;
  };
}

// The next open windows as a list, for the result page of a booking refused without JavaScript.
export function NextOpenWindows({ days }: { days: OpenDay[] }) {
  if (days.length === 0) return null;
  return (
    <>
      <h2>Windows open now</h2>
      <ul>
        {days.slice(0, offeredDays).map((day) => (
          <li key={day.date}>
            {day.label}: {day.windows.map((w) => `${windowTimes(w)}${placesLeft(w.remaining) ? ` (${placesLeft(w.remaining)})` : ''}`).join(', ')}
          </li>
        ))}
      </ul>
    </>
  );
}
