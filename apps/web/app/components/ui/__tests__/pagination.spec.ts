import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { Pagination } from '../pagination';

const hrefOf = (page: number) => (page === 1 ? '/blog' : `/blog?page=${page}`);

function render(current: number, total: number): string {
  return renderToStaticMarkup(
    createElement(MemoryRouter, null, createElement(Pagination, { label: 'Blog pages', current, total, hrefOf, previousLabel: 'Newer articles', nextLabel: 'Older articles' })),
  );
}

// Every <a> as "href|text|aria-current|rel", in document order.
function links(html: string): string[] {
  return [...html.matchAll(/<a ([^>]*)>(.*?)<\/a>/g)].map(([, attributes, text]) => {
    const attribute = (name: string) => attributes.match(new RegExp(`${name}="([^"]*)"`))?.[1] ?? '';
    return [attribute('href'), text.replace(/<[^>]+>/g, ''), attribute('aria-current'), attribute('rel')].join('|');
  });
}

describe('Pagination', () => {
  it('renders nothing for a single page', () => {
    expect(render(1, 1)).toBe('');
  });

  it('links every page of a short list as a crawlable address, the current one marked', () => {
    const html = render(2, 3);
    expect(html).toContain('<nav aria-label="Blog pages" class="pagination">');
    expect(links(html)).toEqual([
      '/blog|← Newer articles||prev',
      '/blog|1||',
      '/blog?page=2|2|page|',
      '/blog?page=3|3||',
      '/blog?page=3|Older articles →||next',
    ]);
    expect(html).not.toContain('<details');
  });

  it('has no previous link on the first page and no next link on the last', () => {
    expect(links(render(1, 3)).filter((l) => l.endsWith('|prev'))).toEqual([]);
    expect(links(render(3, 3)).filter((l) => l.endsWith('|next'))).toEqual([]);
  });

  it('shows a window of a long list and still links every page behind "All pages"', () => {
    const html = render(10, 20);
    const [windowPart, allPart] = html.split('<details');
    expect(links(windowPart).map((l) => l.split('|')[1])).toEqual(['← Newer articles', '1', '9', '10', '11', '20', 'Older articles →']);
    expect(windowPart.match(/…/g)).toHaveLength(2);
    expect(allPart).toContain('<summary>All 20 pages</summary>');
    const everyPage = links(allPart);
    expect(everyPage.map((l) => l.split('|')[0])).toEqual(Array.from({ length: 20 }, (_, i) => hrefOf(i + 1)));
    expect(everyPage.filter((l) => l.split('|')[2] === 'page')).toEqual(['/blog?page=10|10|page|']);
  });

  it('names each number link as a page for screen readers', () => {
    expect(render(1, 2)).toContain('aria-label="Page 2"');
  });
});
