import type { AccessTokenClaims } from '@hvac/contracts';
import { Column } from 'typeorm';

const staffSnapshotLengths = { id: 64, name: 100, email: 254 } as const;

// Who did something, as they were when they did it (copied from their token), so the record reads the
// same after the account is renamed or removed. Embedded under a prefix, e.g.
// `@Column(() => StaffSnapshotColumns, { prefix: 'author' })` maps author_id, author_name and author_email
// (EmbeddedSnakeNamingStrategy joins the prefix with an underscore).
export class StaffRefColumns {
  @Column({ type: 'varchar', length: staffSnapshotLengths.id })
  id: string;

  @Column({ type: 'varchar', length: staffSnapshotLengths.name })
  name: string;
}

export class StaffSnapshotColumns extends StaffRefColumns {
  @Column({ type: 'varchar', length: staffSnapshotLengths.email })
  email: string;
}

// The snapshot of a signed-in staff member, cut to what the columns hold.
export const staffSnapshot = (by: Pick<AccessTokenClaims, 'sub' | 'name' | 'email'>): StaffSnapshotColumns => ({
  id: by.sub.slice(0, staffSnapshotLengths.id),
  name: by.name.slice(0, staffSnapshotLengths.name),
  email: by.email.slice(0, staffSnapshotLengths.email),
});
