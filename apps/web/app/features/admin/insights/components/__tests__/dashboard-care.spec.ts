import type { BackupRun, Dashboard } from "@hvac/contracts";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import {
  BackupsPanel,
  MailQueuePanel,
  RetryingMails,
  waitedFor,
} from "../dashboard-care";

// The owner's view of backups and mail, as plain text (the markup without its tags).
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
// Months are abbreviated with or without a full stop depending on the ICU data ("Nov" or "Nov."): compare without it.
const plain = (words: string) =>
  words.replace(/\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\./g, "$1");
const backups = (value: Dashboard["backups"]) =>
  renderToStaticMarkup(createElement(BackupsPanel, { backups: value }));
const queue = (value: Dashboard["mailQueue"]) =>
  renderToStaticMarkup(createElement(MailQueuePanel, { queue: value }));

// 7:30 in the morning in Toronto (EST) on 24 November 2026; the day before it worked at 3:00.
const run = (fields: Partial<BackupRun>): BackupRun => ({
  finishedAt: "2026-11-24T12:30:00.000Z",
  ok: true,
  lastSuccessAt: "2026-11-24T12:30:00.000Z",
  warning: false,
  ...fields,
});

describe("the dashboard’s backups panel", () => {
  it("says plainly that nothing is backed up when no backup was ever set up, as a warning", () => {
    const html = backups({ configured: false });
    expect(text(html)).toBe(
      "Backups Warning: No backups are set up. If the server’s disk were lost, the posts, enquiries and images would be lost with it. Tell whoever looks after the website’s server.",
    );
    expect(html).toContain('class="dashboard-warning"');
  });

  it("gives each kind’s last backup in Toronto time and that it worked, with no warning", () => {
    const html = backups({
      configured: true,
      database: run({}),
      media: run({
        finishedAt: "2026-07-01T14:05:00.000Z",
        lastSuccessAt: "2026-07-01T14:05:00.000Z",
      }),
    });
    const words = plain(text(html));
    expect(words).toContain(
      "Website data (posts, pages, enquiries, subscribers, staff and settings) Last backup Nov 24, 2026, 7:30 a.m.: it worked.",
    );
    // Summer: Toronto is UTC-4.
    expect(words).toContain(
      "Images (every uploaded picture) Last backup Jul 1, 2026, 10:05 a.m.: it worked.",
    );
    expect(words).toContain("Times are Toronto time.");
    expect(html).not.toContain("Warning");
  });

  it("warns when the last backup failed, naming the last one that worked, or that none has", () => {
    const words = plain(
      text(
        backups({
          configured: true,
          database: run({
            ok: false,
            lastSuccessAt: "2026-11-23T08:00:00.000Z",
            warning: true,
          }),
          media: run({ ok: false, lastSuccessAt: null, warning: true }),
        }),
      ),
    );
    expect(words).toContain(
      "Warning: Last backup Nov 24, 2026, 7:30 a.m.: it failed. The last one that worked was Nov 23, 2026, 3:00 a.m. Tell whoever looks after the website’s server.",
    );
    expect(words).toContain(
      "Warning: Last backup Nov 24, 2026, 7:30 a.m.: it failed. None has worked yet. Tell whoever looks after the website’s server.",
    );
  });

  it("warns when the last backup worked but is more than 26 hours old, and says which kind has none yet", () => {
    const words = plain(
      text(
        backups({
          configured: true,
          database: run({ warning: true }),
          media: null,
        }),
      ),
    );
    expect(words).toContain(
      "Warning: Last backup Nov 24, 2026, 7:30 a.m.: it worked, but that is more than 26 hours ago, so backups may have stopped.",
    );
    expect(words).toContain(
      "Images (every uploaded picture) No backup has been recorded yet.",
    );
  });
});

describe("the dashboard’s mail queue panel", () => {
  it("says when nothing waits, how many wait and for how long, and when the queue cannot be read", () => {
    expect(
      text(queue({ waiting: 0, oldestWaitingSeconds: 0, backingUp: false })),
    ).toBe(
      "Mail going out No mail is waiting: everything has gone out or is being sent.",
    );
    expect(
      text(queue({ waiting: 1, oldestWaitingSeconds: 20, backingUp: false })),
    ).toBe(
      "Mail going out 1 mail is waiting to go out; the oldest has waited less than a minute.",
    );
    expect(text(queue(null))).toBe(
      "Mail going out The mail queue could not be checked just now.",
    );
  });

  it("warns once the oldest mail has waited past 10 minutes", () => {
    const html = queue({
      waiting: 14,
      oldestWaitingSeconds: 25 * 60,
      backingUp: true,
    });
    expect(text(html)).toBe(
      "Mail going out Warning: 14 mails are waiting to go out; the oldest has waited 25 minutes. Mail is not going out. Tell whoever looks after the website’s server.",
    );
  });

  it("words waiting times in minutes, hours and days", () => {
    expect(
      [59, 60, 119, 3600, 3660, 7320, 47 * 3600, 3 * 86400].map(waitedFor),
    ).toEqual([
      "less than a minute",
      "1 minute",
      "1 minute",
      "1 hour",
      "1 hour 1 minute",
      "2 hours 2 minutes",
      "47 hours",
      "3 days",
    ]);
  });
});

describe("mails being retried", () => {
  const retrying = (value: Dashboard["retryingMails"]) =>
    text(
      renderToStaticMarkup(createElement(RetryingMails, { retrying: value })),
    );

  it("warns that mail is failing right now, for enquiries and new subscribers", () => {
    expect(retrying({ enquiries: 2, subscribers: 1 })).toBe(
      "Warning: Mail for 2 enquiries and 1 new subscriber could not be sent yet and is being tried again. If this lasts, the mail server may be refusing it: tell whoever looks after the website’s server.",
    );
    expect(retrying({ enquiries: 1, subscribers: 0 })).toContain(
      "Mail for 1 enquiry could not be sent yet",
    );
    expect(retrying({ enquiries: 0, subscribers: 0 })).toBe("");
  });
});
