// Bots fill every field; people never see this one. Whatever is in it goes to content-api, which marks
// the submission as spam.
export function Honeypot() {
  return (
    <div className="honeypot" aria-hidden="true">
      <label>
        Website
        <input type="text" name="website" tabIndex={-1} autoComplete="off" />
      </label>
    </div>
  );
}
