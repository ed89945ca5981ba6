import { cutExcerpt } from '../excerpt';

describe('cutExcerpt', () => {
  it('keeps text that already fits', () => {
    expect(cutExcerpt('A short note about furnaces.')).toBe('A short note about furnaces.');
  });

  it('cuts at the last word boundary within 90 characters and adds an ellipsis', () => {
    const text =
      'When the first cold night arrives, a furnace that sat idle all summer has to work hard right away, so check it early.';
    const excerpt = cutExcerpt(text);
    expect(excerpt.endsWith('...')).toBe(true);
    const body = excerpt.slice(0, -3);
    expect(body.length).toBeLessThanOrEqual(90);
    expect(text.startsWith(body)).toBe(true);
    // The cut never splits a word: the next character of the original is a space.
    expect(text[body.length]).toBe(' ');
  });

  it('drops trailing punctuation before the ellipsis', () => {
    const text = `${'word '.repeat(16)}end, and then a lot more words follow here`;
    expect(cutExcerpt(text, 85)).not.toMatch(/[,\s]\.\.\.$/);
  });

  it('reads the text of an HTML fragment', () => {
    expect(cutExcerpt('<p>Heat &amp; <strong>cool</strong></p>')).toBe('Heat & cool');
  });

  it('cuts a single word longer than the limit hard', () => {
    expect(cutExcerpt('x'.repeat(120), 90)).toBe(`${'x'.repeat(90)}...`);
  });
});
