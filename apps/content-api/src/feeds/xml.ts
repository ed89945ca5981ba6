const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

// Escapes text for XML and drops characters XML 1.0 cannot carry at all.
export function xmlText(value: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what XML 1.0 forbids
  return value.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '').replace(/[&<>"']/g, (c) => entities[c] ?? c);
}
