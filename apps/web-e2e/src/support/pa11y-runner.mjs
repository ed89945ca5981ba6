// Runs pa11y on one page and prints its issues as JSON. A process of its own because pa11y loads
// puppeteer (ES modules only) with require(), which Node can do but Jest's module system cannot.
// Usage: node pa11y-runner.mjs <url> <pa11y options as JSON>
import pa11y from 'pa11y';

const [url, options] = process.argv.slice(2);
const result = await pa11y(url, JSON.parse(options));
process.stdout.write(JSON.stringify(result.issues));
