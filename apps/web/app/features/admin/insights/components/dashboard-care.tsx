import {
  type BackupRun,
  backupWarnAfterHours,
  type Dashboard,
  type DashboardMailQueue,
} from "@hvac/contracts";
import type { ReactNode } from "react";
import { formatDateTime } from "../../kit/utils/display";

const plural = (n: number, one: string, many: string) =>
  `${n} ${n === 1 ? one : many}`;
// A time can end in "a.m.": no second full stop after it.
const sentence = (words: string) => (words.endsWith(".") ? words : `${words}.`);

// How long a mail has waited, in the words an owner would use.
export function waitedFor(seconds: number): string {
  if (seconds < 60) return "less than a minute";
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return plural(minutes, "minute", "minutes");
  const hours = Math.floor(minutes / 60);
  if (hours < 48)
    return [
      plural(hours, "hour", "hours"),
      minutes % 60 ? plural(minutes % 60, "minute", "minutes") : "",
    ]
      .filter(Boolean)
      .join(" ");
  return plural(Math.floor(hours / 24), "day", "days");
}

const askForHelp = "Tell whoever looks after the website’s server.";

function Warning({ children }: { children: ReactNode }) {
  return (
    <p className="dashboard-warning">
      <strong>Warning:</strong> {children}
    </p>
  );
}

function backupWords(run: BackupRun): string {
  const when = `Last backup ${formatDateTime(run.finishedAt)}`;
  if (!run.ok) {
    const lastGood = run.lastSuccessAt
      ? sentence(
          `The last one that worked was ${formatDateTime(run.lastSuccessAt)}`,
        )
      : "None has worked yet.";
    return `${when}: it failed. ${lastGood}`;
  }
  if (run.warning)
    return `${when}: it worked, but that is more than ${backupWarnAfterHours} hours ago, so backups may have stopped.`;
  return `${when}: it worked.`;
}

const backupSubjects = [
  {
    kind: "database",
    name: "Website data",
    what: "posts, pages, enquiries, subscribers, staff and settings",
  },
  { kind: "media", name: "Images", what: "every uploaded picture" },
] as const;

// The last backup of each kind, from what the backup job recorded; a warning when one failed or is late.
export function BackupsPanel({ backups }: { backups: Dashboard["backups"] }) {
  return (
    <section className="dashboard-panel" aria-labelledby="dashboard-backups">
      <h2 id="dashboard-backups">Backups</h2>
      {backups.configured ? (
        <>
          <ul className="dashboard-list dashboard-list--stacked">
            {backupSubjects.map(({ kind, name, what }) => {
              const run = backups[kind];
              return (
                <li key={kind}>
                  <span>
                    <strong>{name}</strong>{" "}
                    <span className="admin-muted">({what})</span>
                  </span>
                  {run === null ? (
                    <span>No backup has been recorded yet.</span>
                  ) : null}
                  {run && !run.warning ? <span>{backupWords(run)}</span> : null}
                  {run?.warning ? (
                    <Warning>
                      {backupWords(run)} {askForHelp}
                    </Warning>
                  ) : null}
                </li>
              );
            })}
          </ul>
          <p className="admin-muted">Times are Toronto time.</p>
        </>
      ) : (
        <Warning>
          No backups are set up. If the server’s disk were lost, the posts,
          enquiries and images would be lost with it. {askForHelp}
        </Warning>
      )}
    </section>
  );
}

function queueWords(queue: DashboardMailQueue): string {
  const waiting = `${plural(queue.waiting, "mail is", "mails are")} waiting to go out`;
  return `${waiting}; the oldest has waited ${waitedFor(queue.oldestWaitingSeconds)}.`;
}

// The mail queue: mails waiting for the sender, and a warning once the oldest has waited too long.
export function MailQueuePanel({ queue }: { queue: Dashboard["mailQueue"] }) {
  return (
    <section className="dashboard-panel" aria-labelledby="dashboard-mail-queue">
      <h2 id="dashboard-mail-queue">Mail going out</h2>
      {queue === null ? (
        <p>The mail queue could not be checked just now.</p>
      ) : null}
      {queue?.waiting === 0 ? (
        <p>No mail is waiting: everything has gone out or is being sent.</p>
      ) : null}
      {queue && queue.waiting > 0 && !queue.backingUp ? (
        <p>{queueWords(queue)}</p>
      ) : null}
      {queue?.backingUp ? (
        <Warning>
          {queueWords(queue)} Mail is not going out. {askForHelp}
        </Warning>
      ) : null}
    </section>
  );
}

// Mails whose last attempt failed and that are being tried again: mail is failing right now.
export function RetryingMails({
  retrying,
}: {
  retrying: Dashboard["retryingMails"];
}) {
  if (retrying.enquiries === 0 && retrying.subscribers === 0) return null;
  const parts = [
    retrying.enquiries
      ? plural(retrying.enquiries, "enquiry", "enquiries")
      : "",
    retrying.subscribers
      ? plural(retrying.subscribers, "new subscriber", "new subscribers")
      : "",
  ].filter(Boolean);
  return (
    <Warning>
      Mail for {parts.join(" and ")} could not be sent yet and is being tried
      again. If this lasts, the mail server may be refusing it:{" "}
      {askForHelp.toLowerCase()}
    </Warning>
  );
}
