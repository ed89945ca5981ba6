// The message line of the sign-in pages' forms: an error, or a success where `ok`; kept in the page
// while empty so that screen readers announce the text when it appears.
export function FormMessage({
  text,
  ok = false,
  role = "alert",
}: {
  text: string | null | undefined;
  ok?: boolean;
  role?: "alert" | "status";
}) {
  return (
    <div role={role} className="signin-form__alert">
      {text ? (
        <p className={ok ? "signin-form__success" : "signin-form__error"}>
          {text}
        </p>
      ) : null}
    </div>
  );
}
