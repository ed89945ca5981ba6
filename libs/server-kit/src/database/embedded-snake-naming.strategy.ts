import { DefaultNamingStrategy } from 'typeorm';

// Every column is named in snake case in its decorator; an embedded one (StaffSnapshotColumns under the
// prefix `author`) is named the same way, `author_id`, where TypeORM's default would say `authorId`.
// Embeddeds without a prefix (`prefix: false`) keep their columns' own names.
export class EmbeddedSnakeNamingStrategy extends DefaultNamingStrategy {
  override columnName(propertyName: string, customName: string | undefined, embeddedPrefixes: string[]): string {
    return [...embeddedPrefixes, customName || propertyName].join('_');
  }
}
