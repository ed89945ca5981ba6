// Runs inside the web container (`node -e`), which content-api trusts to name the client in
// X-Forwarded-For, as the web app's form route does: each visitor gets its own address, so the
// per-address limits of the gateway and of content-api do not throttle the drill's 200 enquiries.
// Everything goes through the services' real HTTP APIs. Prints one JSON line with what it made.
// argv: mode ('fill' | 'enquiries' | 'upload' | 'delete'), admin e-mail, admin password, run id, extra.
const [mode, email, password, run, extra] = process.argv.slice(1);
const auth = 'http://auth-api:3001';
const content = 'http://content-api:3002';
// Form posts come from the address of their number (unique across the drill's runs of this script);
// other calls from a second range.
const address = (prefix, n) => `${prefix}.${(n >> 8) & 255}.${n & 255}`;
let calls = 0;

async function call(base, method, path, { token, json, form, from } = {}) {
  calls += 1;
  const headers = { 'x-forwarded-for': from ?? address('198.18', calls), origin: 'http://localhost:8080' };
  if (token) headers.authorization = `Bearer ${token}`;
  if (json !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(base + path, { method, headers, body: json !== undefined ? JSON.stringify(json) : form });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text.slice(0, 300)}`);
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

async function signIn() {
  return (await call(auth, 'POST', '/api/users/login', { json: { email, password } })).token;
}

async function upload(token, n) {
  const sharp = require('sharp');
  const png = await sharp({ create: { width: 320, height: 180, channels: 3, background: { r: (n * 37) % 256, g: (n * 91) % 256, b: (n * 53) % 256 } } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('image', new Blob([png], { type: 'image/png' }), `drill-${n}.png`);
  form.append('alt', `Drill image ${n}`);
  return String(await call(content, 'POST', '/api/upload', { token, form })).trim();
}

async function enquiry(n) {
  await call(content, 'POST', '/send-contact-form-main', {
    from: address('198.51', n),
    json: { formType: 'Contact Page Form', name: `Drill Visitor ${n}`, email: `drill-${run}-${n}@example.org`, subject: `Furnace ${run} ${n}`, message: `Enquiry ${n} of the restore drill.` },
  });
}

async function fill() {
  const token = await signIn();
  const images = [];
  for (let i = 1; i <= 50; i += 1) images.push(await upload(token, i));
  const categories = (await call(content, 'GET', '/api/categories')).data;
  const posts = [];
  for (let i = 1; i <= 10; i += 1) {
    const title = `Drill post ${run} ${i}`;
    const post = await call(content, 'POST', '/blogs', {
      token,
      json: {
        title,
        brief_paragraph: `<p>Post ${i} of the restore drill.</p>`,
        blog_image: images[i - 1],
        published_date: new Date(Date.now() - 86_400_000).toISOString().slice(0, 10),
        category: categories[0].category_id,
        metaTitle: title,
        metaDescription: `Restore drill post ${i}`,
        canonicalLink: `http://localhost:8080/blog/drill-${i}`,
        blogs_content: [{ heading: 'Drill', paragraph: `<p>Body of post ${i}.</p>` }],
      },
    });
    posts.push({ id: post.data.blog_id, slug: post.data.slug_url });
  }
  for (const town of ['Acton', 'Campbellville', 'Georgetown', 'Halton Hills', 'Moffat', 'Oakville', 'Burlington', 'Guelph']) {
    await call(content, 'POST', '/api/locationpages/create', {
      token,
      json: { main_heading: `HVAC in ${town} ${run}`, main_paragraph: `<p>Furnace and air conditioning service in ${town}.</p>`, meta_title: `HVAC in ${town}`, meta_description: `Heating and cooling in ${town}` },
    });
  }
  for (let i = 1; i <= 200; i += 1) await enquiry(i);
  for (let i = 1; i <= 20; i += 1) {
    await call(content, 'POST', '/send-newsletter', { from: address('198.51', 50_000 + i), json: { formType: 'Newsletter', email: `subscriber-${run}-${i}@example.org` } });
  }
  for (const [i, role] of ['editor', 'editor', 'admin'].entries()) {
    await call(auth, 'POST', '/api/users/invitations', { token, json: { email: `staff-${run}-${i}@example.org`, role } });
  }
  const settings = (await call(content, 'GET', '/api/admin/settings', { token })).data.settings;
  await call(content, 'PUT', '/api/admin/settings', { token, json: { ...settings, emergencyStripText: `Open around the clock (drill ${run})` } });
  return { images: images.length, posts, towns: 8, enquiries: 200, subscribers: 20, staff: 3, settings: 1 };
}

async function main() {
  if (mode === 'fill') return fill();
  if (mode === 'enquiries') {
    const [from, count] = extra.split(':').map(Number);
    for (let i = from; i < from + count; i += 1) await enquiry(i);
    return { enquiries: count };
  }
  if (mode === 'upload') return { image: await upload(await signIn(), Number(extra)) };
  if (mode === 'delete') {
    await call(content, 'DELETE', `/blogs/${extra}`, { token: await signIn() });
    return { deleted: extra };
  }
  throw new Error(`unknown mode ${mode}`);
}

main().then(
  (result) => console.log(JSON.stringify(result)),
  (error) => {
    console.error(error.message);
    process.exit(1);
  },
);
