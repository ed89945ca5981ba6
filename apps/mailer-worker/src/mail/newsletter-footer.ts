import { apiPaths, type SiteSettings } from '@hvac/contracts';
import { escapeHtml, siteLink } from './layout';
import type { RenderedMail } from './mail-context';

export function unsubscribeUrl(siteUrl: string, token: string): string {
  return `${siteLink(siteUrl, apiPaths.newsletterUnsubscribe)}?token=${encodeURIComponent(token)}`;
}

// (d) CASL: every newsletter mail names the sender, gives its mailing address and a working
// unsubscribe link.
export function newsletterFooterText(unsubscribe: string, business: SiteSettings): string {
  return [
    '--',
    `${business.businessName}, ${business.mailingAddress}`,
    `Phone ${business.phones.main} · ${business.email}`,
    `Unsubscribe at any time: ${unsubscribe}`,
  ].join('\n');
}

export function newsletterFooterHtml(unsubscribe: string, business: SiteSettings): string {
  return `<hr style="border:none;border-top:1px solid #e1e4e8;margin:24px 0 12px">
<p style="margin:0;color:#555;font-size:12px;line-height:1.5">${escapeHtml(business.businessName)}, ${escapeHtml(business.mailingAddress)}<br>
Phone ${escapeHtml(business.phones.main)} · ${escapeHtml(business.email)}<br>
<a href="${escapeHtml(unsubscribe)}">Unsubscribe</a> at any time; it takes effect at once.</p>`;
}

// RFC 2369 / RFC 8058: mail clients show an unsubscribe button that POSTs to this URL.
export function newsletterListHeaders(unsubscribe: string): Pick<RenderedMail, 'list' | 'headers'> {
  return {
    list: { unsubscribe: unsubscribe },
    headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
