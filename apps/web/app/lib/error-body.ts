// The server's own words in an error body, without the HTTP client: public pages (the error screen, the
// forms) read them too.

// `{message}` or `{error}` (a list of validation messages joined), else null. An error body as JSON text (a
// route error's data, an XHR's response) counts as the JSON it holds; other text (an HTML error page) says
// nothing.
export function messageFromBody(body: unknown): string | null {
  const parsed = typeof body === 'string' ? parseJson(body) : body;
  if (typeof parsed !== 'object' || parsed === null) return null;
  const record = parsed as Record<string, unknown>;
  for (const key of ['message', 'error'] as const) {
    const value = record[key];
    if (typeof value === 'string' && value.trim() !== '') return value;
    // Nest's validation errors may come as a list.
    if (Array.isArray(value) && value.every((v) => typeof v === 'string') && value.length > 0) return value.join('. ');
  }
  return null;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
