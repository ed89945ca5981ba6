import type { ResponseTimes, ReviewStats } from './after-visit';
// The admin dashboard (GET /api/admin/dashboard): the owner's overview of leads and of whether the
// site is looked after (backups, mail going out), in figures the screen turns into plain words.

// Weeks start on Monday in the business's time zone (America/Toronto).
export type DashboardWeek = { weekStart: string; enquiries: number };

// What the backup job records, one row per kind in backup.status (deploy/backup/bin/common.sh).
export const backupKinds = ['database', 'media'] as const;
export type BackupKind = (typeof backupKinds)[number];

// The database is backed up daily: past this, one run was missed (the alert BackupTooOld uses it too).
export const backupWarnAfterHours = 26;
// A mail that has waited this long for a worker means mail is not going out (as the alert's 10 minutes).
export const mailQueueWarnAfterSeconds = 10 * 60;

// The last run of one kind of backup. Times are ISO instants.
export type BackupRun = {
  finishedAt: string;
  ok: boolean;
  // The last run that worked (null: none has yet).
  lastSuccessAt: string | null;
  // The last run failed, or none worked within backupWarnAfterHours.
  warning: boolean;
};

export type DashboardBackups =
  // No backup.status table: nothing backs this site up (npm start, or backups never set up).
  | { configured: false }
  // null: the job has not recorded this kind yet (or does not take it: a provider keeps the database).
  | { configured: true; database: BackupRun | null; media: BackupRun | null };

export type DashboardMailQueue = {
  // Mails ready to go out and waiting for the worker (not those waiting out a retry's pause).
  waiting: number;
  // How long the oldest of them has waited, in seconds; 0 when none waits.
  oldestWaitingSeconds: number;
  // The oldest has waited mailQueueWarnAfterSeconds or more.
  backingUp: boolean;
};

// The last 12 weeks, oldest first, the current week last, weeks without enquiries as 0.
export type Dashboard = {
  enquiriesPerWeek: DashboardWeek[];
  subscribers: { confirmed: number; pending: number };
  // Mails given up on (refused for good, or retries spent): an admin looks and sends them again.
  failedMails: { enquiries: number; subscribers: number };
  // Mails whose last attempt failed and that are still being retried: mail is failing right now.
  retryingMails: { enquiries: number; subscribers: number };
  backups: DashboardBackups;
  // null: the mail queue (Redis) did not answer.
  mailQueue: DashboardMailQueue | null;
  responseTimes: ResponseTimes;
  reviews: ReviewStats;
};
