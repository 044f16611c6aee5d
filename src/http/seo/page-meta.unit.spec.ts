import { IndexTemplate, renderPageHead } from './page-meta';

// The head of web/dist/index.html as Vite builds it.
const BUILT = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="Any Topic for Anyone Impacted by Divorce to Gain Knowledge, Wisdom, Clarity, and Support."
    />
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
    <title>Divorce Community</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const article = {
  title: 'Telling the "kids" <script>alert(1)</script>',
  description: "It's <b>hard</b> & worth it",
  path: '/articles/17',
  type: 'article' as const,
  publishedAt: '2026-11-24T10:00:00.000Z',
};

describe('renderPageHead', () => {
  const head = renderPageHead(article, 'https://divorce.example');

  it('names the page and the site in the title', () => {
    expect(head).toContain(
      '<title>Telling the &quot;kids&quot; &lt;script&gt;alert(1)&lt;/script&gt; | Divorce Community</title>',
    );
  });

  it('gives the description, canonical address and OpenGraph tags, all escaped', () => {
    expect(head).toContain('<meta name="description" content="It&#39;s &lt;b&gt;hard&lt;/b&gt; &amp; worth it" />');
    expect(head).toContain('<link rel="canonical" href="https://divorce.example/articles/17" />');
    expect(head).toContain(
      '<meta property="og:title" content="Telling the &quot;kids&quot; &lt;script&gt;alert(1)&lt;/script&gt;" />',
    );
    expect(head).toContain(
      '<meta property="og:description" content="It&#39;s &lt;b&gt;hard&lt;/b&gt; &amp; worth it" />',
    );
    expect(head).toContain('<meta property="og:type" content="article" />');
    expect(head).toContain('<meta property="og:url" content="https://divorce.example/articles/17" />');
    expect(head).toContain('<meta property="og:site_name" content="Divorce Community" />');
    expect(head).not.toMatch(/<script|<b>|"kids"/);
  });

  it('gives the home page the site name alone', () => {
    const home = renderPageHead({ description: 'Tagline', path: '/', type: 'website' }, 'https://divorce.example');
    expect(home).toContain('<title>Divorce Community</title>');
    expect(home).toContain('<meta property="og:title" content="Divorce Community" />');
    expect(home).toContain('<link rel="canonical" href="https://divorce.example/" />');
  });

  it('keeps the not-found page out of search results', () => {
    const head = renderPageHead('not-found', 'https://divorce.example');
    expect(head).toContain('<title>Page not found | Divorce Community</title>');
    expect(head).toContain('<meta name="robots" content="noindex" />');
    expect(head).not.toContain('canonical');
  });
});

describe('IndexTemplate', () => {
  const template = new IndexTemplate(BUILT);

  it('replaces the built title and description with the page’s, inside the head', () => {
    const html = template.render(renderPageHead(article, 'https://divorce.example'));
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).not.toContain('<title>Divorce Community</title>');
    const head = html.slice(html.indexOf('<head>'), html.indexOf('</head>'));
    expect(head).toContain('<link rel="canonical" href="https://divorce.example/articles/17" />');
    expect(head).toContain('<meta charset="UTF-8" />');
    expect(head).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
    expect(html).toContain('<div id="root"></div>');
  });

  it('keeps the built file untouched for pages it does not describe', () => {
    expect(template.html).toBe(BUILT);
  });

  it('refuses a file without a head', () => {
    expect(() => new IndexTemplate('<html><body></body></html>')).toThrow('</head>');
  });
});
