// The value of a search parameter if it is one of the choices, otherwise the fallback: a hand-edited
// address shows the default list rather than an error.
export function searchChoice<T extends string>(search: URLSearchParams, name: string, choices: readonly T[], fallback: T): T {
  const value = search.get(name);
  return choices.find((c) => c === value) ?? fallback;
}
