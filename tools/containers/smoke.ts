// What an operator checks after `docker compose up`, through the gateway's published port only: the
// home page, the admin's sign-in, a post with an uploaded image, an enquiry and its two mails.
import { apiPaths, type Blog, type Category, type SuccessData, type UserInfo } from '@hvac/contracts';
import { defaultSiteSettings } from '@hvac/site';
import sharp from 'sharp';

export type SmokeStep = { step: string; ok: boolean; detail: string; ms: number };
export type SmokeTarget = { site: string; inbox: string; adminEmail: string; adminPassword: string; enquiryTo: string };

type InboxMessage = { subject: string; to: string[] };

// The compose inbox's message list: Mailpit's API, or MailDev's where its stand-in runs.
async function inboxMessages(inbox: string): Promise<InboxMessage[]> {
  const mailpit = await fetch(`${inbox}/api/v1/messages?limit=200`);
  if (mailpit.ok) {
    const body = (await mailpit.json()) as { messages: { Subject: string; To: { Address: string }[] }[] };
    return body.messages.map((m) => ({ subject: m.Subject, to: m.To.map((t) => t.Address.toLowerCase()) }));
  }
  const maildev = await fetch(`${inbox}/api/email`);
  if (!maildev.ok) throw new Error(`the inbox answers neither Mailpit's API (${mailpit.status}) nor MailDev's (${maildev.status})`);
  const body = (await maildev.json()) as { subject: string; to: { address: string }[] }[];
  return body.map((m) => ({ subject: m.subject, to: m.to.map((t) => t.address.toLowerCase()) }));
}

async function expectStatus(res: Response, status: number, what: string): Promise<void> {
  if (res.status !== status) throw new Error(`${what}: ${res.status} ${(await res.text()).slice(0, 300)}`);
}

export async function runSmoke(target: SmokeTarget): Promise<SmokeStep[]> {
  const steps: SmokeStep[] = [];
  const state: { token?: string; imageUrl?: string; post?: Blog } = {};
  let failed = false;
  const step = async (name: string, body: () => Promise<string>) => {
    const started = Date.now();
    if (failed) {
      steps.push({ step: name, ok: false, detail: 'not run: an earlier step failed', ms: 0 });
      return;
    }
    try {
      steps.push({ step: name, ok: true, detail: await body(), ms: Date.now() - started });
    } catch (error) {
      failed = true;
      steps.push({ step: name, ok: false, detail: (error as Error).message.replace(/\s+/g, ' '), ms: Date.now() - started });
    }
  };
  const { site } = target;
  const auth = () => ({ authorization: `Bearer ${state.token}` });

  await step('home page renders with its content', async () => {
    const res = await fetch(`${site}/`);
    await expectStatus(res, 200, 'GET /');
    const html = await res.text();
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
    if (!html.includes(defaultSiteSettings.phones.emergency) || !title.includes(defaultSiteSettings.businessName.replace('&', '&amp;'))) {
      throw new Error(`GET / lacks the business name in <title> or the emergency phone (title: "${title}")`);
    }
    return `200, ${(html.length / 1024).toFixed(0)} KB of HTML, title "${title.replace('&amp;', '&')}"`;
  });

  await step('admin signs in', async () => {
    const res = await fetch(`${site}${apiPaths.login}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: target.adminEmail, password: target.adminPassword }),
    });
    await expectStatus(res, 200, 'sign-in');
    const user = (await res.json()) as UserInfo;
    if (!user.isAdmin || !user.token) throw new Error('sign-in reply without an admin token');
    state.token = user.token;
    return `200, ${user.email}, isAdmin`;
  });

  await step('upload an image', async () => {
    const png = await sharp({ create: { width: 640, height: 360, channels: 3, background: { r: 200, g: 90, b: 30 } } }).png().toBuffer();
    const form = new FormData();
    form.append('image', new Blob([png], { type: 'image/png' }), 'containers-check.png');
    form.append('alt', 'An orange test card');
    const res = await fetch(`${site}${apiPaths.upload}`, { method: 'POST', headers: auth(), body: form });
    await expectStatus(res, 201, 'upload');
    state.imageUrl = (await res.text()).trim();
    return `201, ${state.imageUrl}`;
  });

  await step('create a post with that image', async () => {
    const categories = await fetch(`${site}${apiPaths.categories}`);
    await expectStatus(categories, 200, 'GET categories');
    const category = ((await categories.json()) as SuccessData<Category[]>).data[0];
    if (!category) throw new Error('no category to file the post under');
    const title = `Containers check ${new Date().toISOString().slice(0, 19)}`;
    const res = await fetch(`${site}${apiPaths.blogs}`, {
      method: 'POST',
      headers: { ...auth(), 'content-type': 'application/json' },
      body: JSON.stringify({
        title,
        brief_paragraph: '<p>Written by the containers check.</p>',
        blog_image: state.imageUrl,
        published_date: new Date(Date.now() - 86_400_000).toISOString().slice(0, 10),
        category: category.category_id,
        metaTitle: title,
        metaDescription: 'Written by the containers check',
        canonicalLink: `${site}/blog/containers-check`,
        blogs_content: [{ heading: 'Check', paragraph: '<p>The compose stack stores and serves posts.</p>' }],
      }),
    });
    await expectStatus(res, 201, 'POST /blogs');
    state.post = ((await res.json()) as SuccessData<Blog>).data;
    return `201, id ${state.post.blog_id}, /${state.post.slug_url}`;
  });

  await step('read the post and its image back', async () => {
    const post = state.post as Blog;
    const api = await fetch(`${site}${apiPaths.singleBlog(post.slug_url)}`);
    await expectStatus(api, 200, 'GET /single-blog');
    const page = await fetch(`${site}/blog/${post.slug_url}`);
    await expectStatus(page, 200, 'GET /blog/<slug>');
    if (!(await page.text()).includes(post.title)) throw new Error('the post page does not show the title');
    const image = await fetch(`${site}${state.imageUrl}`);
    await expectStatus(image, 200, `GET ${state.imageUrl}`);
    const bytes = Buffer.from(await image.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    return `API 200, page 200, image 200 ${image.headers.get('content-type')} ${meta.width}×${meta.height} through /media/`;
  });

  await step('send an enquiry; notification and acknowledgement arrive', async () => {
    const stamp = Date.now();
    const visitor = `containers-check-${stamp}@example.org`;
    const subject = `Furnace check ${stamp}`;
    const res = await fetch(`${site}${apiPaths.contactForm}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: site },
      body: JSON.stringify({ formType: 'Contact Page Form', name: 'Containers Check', email: visitor, subject, message: 'Sent by the containers check.' }),
    });
    await expectStatus(res, 200, 'POST contact form');
    const deadline = Date.now() + 60_000;
    for (;;) {
      const messages = await inboxMessages(target.inbox);
      const ack = messages.find((m) => m.to.includes(visitor));
      const notify = messages.find((m) => m.to.includes(target.enquiryTo.toLowerCase()) && m.subject.includes(subject));
      if (ack && notify) return `both in the inbox: "${notify.subject}" to ${target.enquiryTo}, "${ack.subject}" to the visitor`;
      if (Date.now() > deadline) throw new Error(`after 60 s: notification ${notify ? 'arrived' : 'missing'}, acknowledgement ${ack ? 'arrived' : 'missing'}`);
      await new Promise((r) => setTimeout(r, 500));
    }
  });

  await step('delete the post', async () => {
    const post = state.post as Blog;
    await expectStatus(await fetch(`${site}${apiPaths.blog(post.blog_id)}`, { method: 'DELETE', headers: auth() }), 200, 'DELETE /blogs/:id');
    const gone = await fetch(`${site}${apiPaths.singleBlog(post.slug_url)}`, { headers: auth() });
    await expectStatus(gone, 404, 'GET of the deleted post');
    return 'deleted: 200, then 404';
  });

  return steps;
}
