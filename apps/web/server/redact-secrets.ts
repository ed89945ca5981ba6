import { format } from 'node:util';

// Links that are secrets in themselves must never reach a log: a preview link opens a draft for whoever holds it,
// and a newsletter link confirms or unsubscribes a reader. The server's own lines and every library's (React
// Router's error reports, the content-api client's "unreachable for /api/preview/<token>") go through console.
const secretLinks: [RegExp, string][] = [
  [/(\/preview\/)[^/?#\s"'`:,;)]+/gi, '$1[redacted]'],
  [/([?&][^=&?#\s"'`]*token[^=&?#\s"'`]*=)[^&#\s"'`]+/gi, '$1[redacted]'],
];

export function redactSecrets(text: string): string {
  return secretLinks.reduce((out, [pattern, replacement]) => out.replace(pattern, replacement), text);
}

type ConsoleMethod = 'debug' | 'info' | 'log' | 'warn' | 'error' | 'trace';

// Every console line of this process is formatted as console would, then cleaned of secret links.
export function redactConsole(target: Pick<Console, ConsoleMethod> = console): void {
  for (const method of ['debug', 'info', 'log', 'warn', 'error', 'trace'] as const) {
    const write = target[method].bind(target);
    target[method] = (...args: unknown[]) => write(redactSecrets(format(...args)));
  }
}
