import { htmlToText } from '../html-text';

describe('htmlToText', () => {
  it('collapses whitespace and removes tags', () => {
    expect(htmlToText('<h2>Title</h2>\n\n<p>One&nbsp;two</p>')).toBe('Title One two');
  });

  it('reads the entities a sanitised fragment holds', () => {
    expect(htmlToText('<p>Tom &amp; Sons &lt;since 1990&gt; say &quot;hi&quot; &#39;n&apos; more</p>')).toBe('Tom & Sons <since 1990> say "hi" \'n\' more');
  });
});
