import type { DiffPiece, FieldDiff } from '@hvac/contracts';
import { diffWords } from 'diff';
import { htmlToText } from '../common/sanitize-html-field';

type Snapshot = Record<string, unknown>;

// Identity and bookkeeping, not content: never compared.
const ignoredKeys = new Set(['blog_id', 'location_id', 'updated_at']);

const labels: Record<string, string> = {
  slug_url: 'Address (slug)',
  brief_paragraph: 'Summary',
  blog_image: 'Image',
  blogs_content: 'Section',
  category: 'Category',
  og_image_id: 'Open Graph image',
};

// "meta_title" and "metaTitle" both read "Meta title"; "heading_1" reads "Heading 1".
function labelOf(key: string): string {
  if (labels[key]) return labels[key];
  const words = key.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/_/g, ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

// One comparable entry per field; a list of objects (the post's sections) becomes one entry per part of
// each item, so the comparison reads section by section.
function flatten(snapshot: Snapshot): Map<string, { label: string; value: string; group: string }> {
  const entries = new Map<string, { label: string; value: string; group: string }>();
  for (const [key, value] of Object.entries(snapshot)) {
    if (ignoredKeys.has(key)) continue;
    if (Array.isArray(value) && value.every((item) => item !== null && typeof item === 'object')) {
      value.forEach((item: Snapshot, index) => {
        const group = `${labelOf(key)} ${index + 1}`;
        for (const [part, partValue] of Object.entries(item)) {
          entries.set(`${key}.${index}.${part}`, { label: `${group} ${labelOf(part).toLowerCase()}`, value: asText(partValue), group });
        }
      });
      continue;
    }
    entries.set(key, { label: labelOf(key), value: asText(value), group: labelOf(key) });
  }
  return entries;
}

function asText(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

// Rich text is compared as the words a reader sees; when only the markup changed (a link, bold), the
// markup itself is compared so the change is not hidden.
function readable(before: string, after: string): [string, string] {
  const looksLikeHtml = /<[a-z][^>]*>/i.test(before) || /<[a-z][^>]*>/i.test(after);
  if (!looksLikeHtml) return [before, after];
  const [textBefore, textAfter] = [htmlToText(before), htmlToText(after)];
  return textBefore === textAfter ? [before, after] : [textBefore, textAfter];
}

export function compareSnapshots(before: Snapshot, after: Snapshot): FieldDiff[] {
  const [old, next] = [flatten(before), flatten(after)];
  const keys = [...new Set([...old.keys(), ...next.keys()])];
  const fields: FieldDiff[] = [];
  for (const key of keys) {
    const a = old.get(key)?.value ?? '';
    const b = next.get(key)?.value ?? '';
    if (a === b) continue;
    const pieces: DiffPiece[] = diffWords(...readable(a, b)).map((part) => ({
      value: part.value,
      change: part.added ? 'added' : part.removed ? 'removed' : 'same',
    }));
    fields.push({ field: key, label: (next.get(key) ?? old.get(key))?.label ?? key, pieces });
  }
  return fields;
}

// What a save changed, as short labels: a field's name, or "Section 2" for any part of a section.
export function changedParts(before: Snapshot | null, after: Snapshot): string[] {
  if (!before) return ['Created'];
  const [old, next] = [flatten(before), flatten(after)];
  const groups = new Set<string>();
  for (const key of new Set([...old.keys(), ...next.keys()])) {
    if ((old.get(key)?.value ?? '') !== (next.get(key)?.value ?? '')) groups.add((next.get(key) ?? old.get(key))?.group ?? key);
  }
  return [...groups];
}
