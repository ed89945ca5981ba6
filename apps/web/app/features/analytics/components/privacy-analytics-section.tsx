// The privacy page's account of the site's own visit counting: exactly what apps/content-api's
// analytics module stores, and nothing it does not.
export function PrivacyAnalyticsSection({ retentionDays }: { retentionDays: number }) {
  return (
    <>
      <h2 id="visit-counting">Counting visits</h2>
      <p>
        To know which pages and which advertising bring enquiries, and how fast the site is on visitors&apos; phones, the site counts visits
        itself. It sets no cookie, stores nothing in your browser and uses no outside tracking service. After a page has loaded, your browser
        sends us a short note of:
      </p>
      <ul>
        <li>the page you looked at, and for the first page of a visit the website that linked to it (its name only, such as www.google.com) and the campaign labels in the link (utm_source, utm_medium, utm_campaign);</li>
        <li>how fast the page loaded and answered (the Web Vitals measures LCP, INP, CLS, FCP and TTFB).</li>
      </ul>
      <p>
        From the request itself we note whether you used a phone, a tablet or a computer (from the browser&apos;s description, which we do not
        keep) and, where our hosting provider tells us, the country. To count each visitor once a day, we mix your internet address and
        browser description with a random value that changes every day and keep only the scrambled result; the random value is deleted
        within an hour of the day&apos;s end, so nobody, including us, can turn it back into your address or recognise you on another day. Your internet
        address itself is never stored for this.
      </p>
      <p>
        If your browser sends Do Not Track or Global Privacy Control, nothing is sent or counted. Known robots are not counted. The
        individual notes are deleted after {retentionDays} days; only daily totals (visitors, pages, sources, devices and speed per page)
        are kept. When you send a form, it carries the first page of your visit, the linking website&apos;s name and the campaign labels
        with it, so we can see which pages and campaigns bring enquiries.
      </p>
    </>
  );
}
