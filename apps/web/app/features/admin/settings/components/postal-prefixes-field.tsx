import { useEffect, useState } from 'react';
import { TextField } from '../../kit/components/form-fields';

// "l9t, L9E  m" -> ["L9T", "L9E", "M"]
export function parsePostalPrefixes(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((prefix) => prefix.trim().toUpperCase())
    .filter(Boolean);
}

// A town's postal prefixes as one line of text. The owner's typing (separators included) stays as typed;
// the list it stands for goes to the settings on every keystroke.
export function PostalPrefixesField({ prefixes, onChange, error }: { prefixes: string[]; onChange: (prefixes: string[]) => void; error?: string }) {
  const [text, setText] = useState(prefixes.join(', '));
  // A row removed above this one hands it another town's prefixes: show those.
  useEffect(() => {
    setText((current) => (parsePostalPrefixes(current).join() === prefixes.join() ? current : prefixes.join(', ')));
  }, [prefixes]);
  return (
    <TextField
      label="Postal prefixes"
      value={text}
      placeholder="e.g. L9T, L9E"
      hint="The first three characters of the postal codes in this town, or one letter for a whole district (M is Toronto). The appointment form checks addresses against them."
      onChange={(value) => {
        setText(value);
        onChange(parsePostalPrefixes(value));
      }}
      error={error}
    />
  );
}
