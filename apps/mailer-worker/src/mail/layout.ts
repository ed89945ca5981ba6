import { telHref, type SiteSettings } from '@hvac/contracts';
import type { MailContext } from './mail-context';

const htmlEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => htmlEscapes[c] ?? c);
}

// Header values from visitors are single-line already (the API rejects CR/LF); this keeps it so
// even for rows written some other way.
export function oneLine(value: string): string {
  return value.replace(/[\r\n\u2028\u2029]+/g, ' ').trim();
}

export function paragraphsHtml(text: string): string {
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((p) => `<p style="margin:0 0 12px">${escapeHtml(p).replace(/\r?\n/g, '<br>')}</p>`)
    .join('');
}

const timeFormat = new Intl.DateTimeFormat('en-CA', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'America/Toronto',
});

// The business works in Ontario, so times read in its zone.
export function formatTime(date: Date): string {
  return timeFormat.format(date);
}

export function siteLink(siteUrl: string, path: string): string {
  return new URL(path, siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`).toString();
}

// Signature block shared by every mail to visitors: who we are, how to reach us, where we are.
export function signatureText(business: SiteSettings): string {
  return [
    business.businessName,
    `Phone: ${business.phones.main} · 24/7 emergency line: ${business.phones.emergency}`,
    `E-mail: ${business.email}`,
    business.mailingAddress,
  ].join('\n');
}

export function signatureHtml(business: SiteSettings): string {
  return `<p style="margin:24px 0 0;color:#555;font-size:13px;line-height:1.5">
<strong>${escapeHtml(business.businessName)}</strong><br>
Phone: <a href="${escapeHtml(telHref(business.phones.main))}">${escapeHtml(business.phones.main)}</a> ·
24/7 emergency line: <a href="${escapeHtml(telHref(business.phones.emergency))}">${escapeHtml(business.phones.emergency)}</a><br>
E-mail: <a href="mailto:${escapeHtml(business.email)}">${escapeHtml(business.email)}</a><br>
${escapeHtml(business.mailingAddress)}</p>`;
}

// A plain, table-free layout: renders in every client and reads well as text.
export function htmlDocument(title: string, body: string, businessName: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:24px;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;color:#1d2733">
<div style="max-width:600px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px;line-height:1.5">
<p style="margin:0 0 16px;font-weight:bold;color:#c0392b">${escapeHtml(businessName)}</p>
${body}
</div></body></html>`;
}

// Stable Message-IDs: if a crash makes the worker send a mail twice, mail clients show it once.
export function messageId(key: string, from: string): string {
  const domain = from.split('@')[1] ?? 'localhost';
  return `<${key}@${domain}>`;
}

// The envelope of a mail to a customer: from the site's address, replies to the business, and a stable Message-ID
// made from the key.
export const customerEnvelope = (ctx: MailContext, to: string, key: string) => ({
  from: ctx.from,
  to,
  replyTo: { name: ctx.business.businessName, address: ctx.business.email },
  messageId: messageId(key, ctx.from.address),
});
