import { eventually } from './admin-browser';

// The stack's mail catcher (MailDev's API), where mailer-worker delivers every mail of a local stack.
const inboxUrl = (process.env['MAIL_INBOX_URL'] || 'http://localhost:1080').replace(/\/$/, '');

type InboxMail = { subject: string; to: { address: string }[]; text?: string; html?: string };

// The link of the newest invitation mail to the address, as path and fragment on this stack.
export async function invitationLink(email: string): Promise<string> {
  return eventually(async () => {
    const mails = (await (await fetch(`${inboxUrl}/api/email`)).json()) as InboxMail[];
    const mail = mails.filter((m) => m.to.some((to) => to.address.toLowerCase() === email)).at(-1);
    const link = /https?:\/\/[^\s"'<>]+\/accept-invite#[A-Za-z0-9_-]{43}/.exec(`${mail?.text ?? ''} ${mail?.html ?? ''}`)?.[0];
    if (!mail || !link) throw new Error(`no invitation mail to ${email} in ${inboxUrl}`);
    expect(mail.subject).toMatch(/You are invited to the .+ admin portal/);
    const url = new URL(link);
    return `${url.pathname}${url.hash}`;
  }, 30_000);
}
