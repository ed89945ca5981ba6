import { compareTables, type TableSum } from '../upgrade-drill/site-snapshot';

// The upgrade drill's verdict on each table: kept, new in the release, a migration log, or changed.
describe('the upgrade drill’s table comparison', () => {
  const sum = (table: string, columns: string[], rows: number, md5: string): TableSum => ({ table, columns, rows, md5 });
  const migrationLog = (table: string) => table.endsWith('.migrations');

  it('keeps a table whose kept columns sum the same, and names a table the release adds', () => {
    const before = [sum('content.blogs', ['id', 'title'], 6, 'a'), sum('content.migrations', ['id'], 16, 'm')];
    const after = [sum('content.blogs', ['id', 'title'], 6, 'a'), sum('content.bookings', ['id'], 0, ''), sum('content.migrations', ['id'], 25, 'n')];
    expect(compareTables(before, after, migrationLog).map(({ table, same, added, expectedChange }) => ({ table, same, added, expectedChange }))).toEqual([
      { table: 'content.blogs', same: true, added: false, expectedChange: false },
      { table: 'content.bookings', same: false, added: true, expectedChange: false },
      { table: 'content.migrations', same: false, added: false, expectedChange: true },
    ]);
  });

  it('counts a lost row, a changed value, a dropped column and a dropped table as changes', () => {
    const before = [sum('a.rows', ['id'], 3, 'x'), sum('a.values', ['id'], 3, 'x'), sum('a.columns', ['id', 'name'], 3, 'x'), sum('a.gone', ['id'], 1, 'x')];
    const after = [sum('a.rows', ['id'], 2, 'y'), sum('a.values', ['id'], 3, 'y'), sum('a.columns', ['id'], 3, 'x')];
    expect(compareTables(before, after, () => false).filter((t) => t.same || t.added)).toEqual([]);
  });
});
