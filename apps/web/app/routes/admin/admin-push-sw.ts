// The admin's service worker, served under /admin so it can control nothing else: its scope is /admin/
// (the browser allows no wider one from this path) and the public site registers none. It only shows
// push notifications and opens the enquiry one points to; it caches nothing.
export const pushServiceWorkerSource = `'use strict';
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
self.addEventListener('push', (event) => {
  let message = { title: 'New enquiry', body: '', url: '/admin/enquiries', tag: 'enquiry' };
  try { message = Object.assign(message, event.data ? event.data.json() : {}); } catch (e) { /* a payload that is not JSON shows the default */ }
  // Only paths inside the admin are opened.
  const url = typeof message.url === 'string' && message.url.startsWith('/admin') ? message.url : '/admin/enquiries';
  event.waitUntil(self.registration.showNotification(message.title, { body: message.body, tag: message.tag, renotify: true, requireInteraction: true, data: { url } }));
});
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(event.notification.data.url, self.location.origin).href;
  event.waitUntil(self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
    const open = windows.find((w) => w.url.startsWith(self.registration.scope));
    return open ? open.navigate(url).then((w) => (w || open).focus()) : self.clients.openWindow(url);
  }));
});
`;

export function loader() {
  return new Response(pushServiceWorkerSource, {
    headers: {
      'Content-Type': 'text/javascript; charset=utf-8',
      // Browsers check a service worker for updates on their own; no cache should keep an old one.
      'Cache-Control': 'no-cache',
      'X-Accel-Expires': '0',
      'X-Robots-Tag': 'noindex',
    },
  });
}
