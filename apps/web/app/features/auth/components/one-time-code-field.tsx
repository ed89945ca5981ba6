import { secondFactorLimits } from "@hvac/contracts";
import type { ComponentProps } from "react";
import { TextField } from "../../../components/ui/field";

// A code from an authenticator app (or a recovery code): browsers and password managers offer to fill
// one-time-code fields, and the server's limit bounds what can be typed.
export function OneTimeCodeField({
  value,
  onValue,
  ...field
}: Omit<ComponentProps<typeof TextField>, "onChange" | "value"> & {
  value: string;
  onValue: (code: string) => void;
}) {
  return (
    <TextField
      name="code"
      autoComplete="one-time-code"
      spellCheck={false}
      maxLength={secondFactorLimits.codeMax}
      {...field}
      value={value}
      onChange={(e) => onValue(e.target.value)}
    />
  );
}
