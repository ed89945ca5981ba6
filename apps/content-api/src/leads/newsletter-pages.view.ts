import { apiPaths, type SiteSettings, telHref } from '@hvac/contracts';

export const pageCssPath = '/newsletter/page.css';

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const esc = (value: string) => value.replace(/[&<>"']/g, (c) => escapes[c] ?? c);

export type PageView = { status: number; title: string; body: string };

// What the pages say about the business, from the owner's site settings; null when they cannot be read
// (an error page then leaves the details out rather than show the first-start placeholders).
export type PageBusiness = Pick<SiteSettings, 'businessName' | 'phones' | 'email'> | null;

// A small branded page. Styles come from a same-origin file so the gateway's CSP needs no exception.
export function renderPage(view: PageView, siteUrl: string, business: PageBusiness): string {
  const home = new URL('/', siteUrl).toString();
  const name = business?.businessName ?? 'Home';
  const contact = business
    ? `<p>${esc(business.businessName)} · <a href="${esc(telHref(business.phones.main))}">${esc(business.phones.main)}</a> · <a href="mailto:${esc(business.email)}">${esc(business.email)}</a></p>
`
    : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${esc(view.title)}${business ? ` | ${esc(business.businessName)}` : ''}</title>
<link rel="stylesheet" href="${pageCssPath}">
</head>
<body>
<header><a class="brand" href="${esc(home)}">${esc(name)}</a></header>
<main>
<h1>${esc(view.title)}</h1>
${view.body}
</main>
<footer>
${contact}<p><a href="${esc(home)}">Back to the website</a></p>
</footer>
</body>
</html>`;
}

const p = (text: string) => `<p>${esc(text)}</p>`;
const form = (action: string, token: string, label: string) =>
  `<form method="post" action="${action}"><input type="hidden" name="token" value="${esc(token)}"><button type="submit">${esc(label)}</button></form>`;

export const views = {
  confirmAsk: (token: string, businessName: string): PageView => ({
    status: 200,
    title: 'Confirm your subscription',
    body: `${p(`Press the button to start receiving the ${businessName} newsletter.`)}${form(apiPaths.newsletterConfirm, token, 'Confirm my subscription')}`,
  }),
  confirmed: (unsubscribeToken: string, businessName: string): PageView => ({
    status: 200,
    title: 'You are subscribed',
    body: `${p(`Thank you. You will receive the ${businessName} newsletter.`)}<p>Changed your mind? <a href="${apiPaths.newsletterUnsubscribe}?token=${encodeURIComponent(unsubscribeToken)}">Unsubscribe</a> at any time.</p>`,
  }),
  alreadyConfirmed: (): PageView => ({
    status: 200,
    title: 'Already confirmed',
    body: p('This subscription was already confirmed. There is nothing more to do.'),
  }),
  confirmAfterUnsubscribe: (): PageView => ({
    status: 410,
    title: 'Link no longer valid',
    body: p('This address was unsubscribed, so this confirmation link no longer works. To subscribe again, use the form on our website.'),
  }),
  expired: (): PageView => ({
    status: 410,
    title: 'This link has expired',
    body: p('Confirmation links work for a limited time. To subscribe, please sign up again with the form on our website.'),
  }),
  unknown: (): PageView => ({
    status: 404,
    title: 'Link not recognised',
    body: p('We could not find this link. Please check that you copied the whole address from the e-mail.'),
  }),
  unsubscribeAsk: (token: string, businessName: string): PageView => ({
    status: 200,
    title: 'Unsubscribe',
    body: `${p(`Press the button to stop receiving e-mails from ${businessName}.`)}${form(apiPaths.newsletterUnsubscribe, token, 'Unsubscribe')}`,
  }),
  unsubscribed: (): PageView => ({
    status: 200,
    title: 'You are unsubscribed',
    body: p('You will not receive any more newsletter e-mails from us. This took effect immediately.'),
  }),
  alreadyUnsubscribed: (): PageView => ({
    status: 200,
    title: 'Already unsubscribed',
    body: p('This address is already unsubscribed. You will not receive newsletter e-mails from us.'),
  }),
  error: (status: number, business: PageBusiness): PageView => ({
    status,
    title: 'Something went wrong',
    body: p(`We could not complete this request. Please try again later${business ? `, or call us at ${business.phones.main}` : ''}.`),
  }),
};

export const pageCss = `*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#1d2733;background:#f4f5f7;line-height:1.5}
header{background:#1d2733;padding:16px 24px}
.brand{color:#fff;font-weight:700;text-decoration:none;font-size:1.1rem}
main{max-width:560px;margin:48px auto;background:#fff;border-radius:8px;padding:32px;box-shadow:0 1px 3px rgba(0,0,0,.08)}
h1{margin-top:0;font-size:1.5rem}
button{background:#c0392b;color:#fff;border:0;border-radius:4px;padding:12px 20px;font-size:1rem;font-weight:700;cursor:pointer}
button:focus-visible,a:focus-visible{outline:3px solid #f39c12;outline-offset:2px}
footer{text-align:center;color:#555;font-size:.9rem;padding:0 16px 32px}
a{color:#a93226}
`;
