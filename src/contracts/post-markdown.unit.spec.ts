import { renderPostMarkdown } from '../common/post-markdown';
import { POST_LINK_REL, postPlainText } from './post-markdown';

const render = (text: string) => renderPostMarkdown(text).trim();

describe('renderPostMarkdown', () => {
  it('renders the subset: paragraphs, line breaks, emphasis, lists, quotes and code', () => {
    expect(render('One *two* **three**\nnext line\n\nNew paragraph')).toBe(
      '<p>One <em>two</em> <strong>three</strong><br>\nnext line</p>\n<p>New paragraph</p>',
    );
    expect(render('- milk\n- bread\n\n1. first\n2. second')).toBe(
      '<ul>\n<li>milk</li>\n<li>bread</li>\n</ul>\n<ol>\n<li>first</li>\n<li>second</li>\n</ol>',
    );
    expect(render('> said once')).toBe('<blockquote>\n<p>said once</p>\n</blockquote>');
    expect(render('Use `a <b>` here\n\n```\nx < y\n```')).toBe(
      '<p>Use <code>a &lt;b&gt;</code> here</p>\n<pre><code>x &lt; y\n</code></pre>',
    );
  });

  it('makes each line of a post its own paragraph, as before, where no emphasis spans the break', () => {
    expect(renderPostMarkdown('One line\nAnother *line*\n\nA third', { lines: 'paragraphs' }).trim()).toBe(
      '<p>One line</p>\n<p>Another <em>line</em></p>\n<p>A third</p>',
    );
    expect(renderPostMarkdown('*Across\nlines*\n- a\n- b', { lines: 'paragraphs' }).trim()).toBe(
      '<p><em>Across<br>\nlines</em></p>\n<ul>\n<li>a</li>\n<li>b</li>\n</ul>',
    );
  });

  it('renders nested emphasis', () => {
    expect(render('***all _of_ it***')).toBe('<p><em><strong>all <em>of</em> it</strong></em></p>');
  });

  it('leaves ordinary sentences as they were written', () => {
    expect(render('snake_case_name, 5 * 3 = 15 and 1.5 hours')).toBe(
      '<p>snake_case_name, 5 * 3 = 15 and 1.5 hours</p>',
    );
    expect(render('# Not a heading\n---')).toBe('<p># Not a heading<br>\n---</p>');
  });

  it(`links web addresses and Markdown links with rel="${POST_LINK_REL}"`, () => {
    expect(render('See https://example.org/help and [our terms](/terms)')).toBe(
      `<p>See <a href="https://example.org/help" rel="${POST_LINK_REL}">https://example.org/help</a> and <a href="/terms" rel="${POST_LINK_REL}">our terms</a></p>`,
    );
  });

  it.each([
    ['[x](javascript:alert(1))', '[x](javascript:alert(1))'],
    ['[x](JaVaScRiPt:alert(1))', '[x](JaVaScRiPt:alert(1))'],
    ['[x](data:text/html;base64,PHNjcmlwdD4=)', '[x](data:text/html;base64,PHNjcmlwdD4=)'],
    ['[x](//evil.example/)', '[x](//evil.example/)'],
    ['<script>alert(1)</script>', '&lt;script&gt;alert(1)&lt;/script&gt;'],
    ['<img src=x onerror=alert(1)>', '&lt;img src=x onerror=alert(1)&gt;'],
  ])('does not let %j become live markup', (text, shown) => {
    expect(render(text)).toBe(`<p>${shown}</p>`);
  });

  it('keeps raw HTML as text even around an address it links', () => {
    const html = render('<a href="https://e.example" onclick="x()">hi</a>');
    expect(html).toMatch(/^<p>&lt;a href="/);
    expect(html).not.toMatch(/<a [^>]*onclick/);
  });

  it('shows no images', () => {
    const html = render('![a face](https://example.org/face.png)');
    expect(html).not.toContain('<img');
    expect(html).toContain('a face');
  });

  it('shows links as plain text in plain-links mode', () => {
    expect(
      renderPostMarkdown('See https://spam.example and [cheap](https://spam.example/buy)', { links: 'plain' }).trim(),
    ).toBe('<p>See https://spam.example and cheap (https://spam.example/buy)</p>');
  });
});

describe('postPlainText', () => {
  it('keeps the words and drops the Markdown', () => {
    expect(postPlainText('**Hold on.** Read [the guide](https://example.org)\n\n- one\n- `two`')).toBe(
      'Hold on. Read the guide\none\ntwo',
    );
  });

  it('keeps plain text as it is', () => {
    expect(postPlainText('We split in 2019. It was hard <at first>.')).toBe(
      'We split in 2019. It was hard <at first>.',
    );
  });
});
