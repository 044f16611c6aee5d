import createDOMPurify, { type Config, type WindowLike } from 'dompurify';
import MarkdownIt from 'markdown-it';
import { isSitePath } from './site';

/**
 * How the members' words are formatted: one safe CommonMark subset for every post (articles, questions, books,
 * videos) and reply (answers, comments), rendered by this one module on the server (first paint) and in the client
 * (the pages and the forms' previews), so what a preview shows is what the post shows.
 *
 * Taken: paragraphs, emphasis, lists, block quotes, links (and bare web addresses, linked), inline and block code.
 * Left out, shown as the characters typed: raw HTML, images, headings (a post's own title is the page's only
 * heading; "# Title" stays a line of text), horizontal rules. A single line break stays what it was (`PostLines`).
 */
export type PostLinks = 'live' | 'plain';

/**
 * What a single line break is: in a post's body every line has always been its own paragraph, in a comment or
 * answer a line break; each keeps its own, so the words written before Markdown read as they did.
 */
export type PostLines = 'paragraphs' | 'breaks';

export interface PostMarkdownOptions {
  /** `plain` shows links as their text (and address), not as links: for an item whose links are not yet trusted. */
  links?: PostLinks;
  /** `breaks` unless set. */
  lines?: PostLines;
}

/** What every link in members' words carries: their own words, not the site's endorsement. */
export const POST_LINK_REL = 'ugc nofollow noopener';

/** A link may go to a web page or to a page of this site; anything else (javascript:, data:, file:) is not a link. */
export function isPostLinkTarget(href: string): boolean {
  if (href.startsWith('/')) return isSitePath(href);
  try {
    const url = new URL(href);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** markdown-it's token, named through its parser so the server's and the client's module resolutions agree. */
type Token = ReturnType<InstanceType<typeof MarkdownIt>['parse']>[number];

const markdown = new MarkdownIt('commonmark', { html: false, linkify: true, breaks: true });
markdown.disable(['image', 'heading', 'lheading', 'hr', 'html_block', 'html_inline']);
markdown.enable(['linkify']);
markdown.linkify.set({ fuzzyEmail: false });
markdown.validateLink = isPostLinkTarget;

// A type rather than an interface: markdown-it takes an env as a string-keyed record.
type RenderEnv = {
  links: PostLinks;
  lines: PostLines;
  /** The address of each open link in plain mode, shown after its text when the text does not already say it. */
  openLinks: string[];
};

/**
 * In `paragraphs` mode a paragraph's lines become paragraphs of their own, split at the line breaks that no
 * emphasis or link spans (so every tag still closes in the paragraph it opened in).
 */
markdown.core.ruler.push('line_paragraphs', (state) => {
  if ((state.env as RenderEnv).lines !== 'paragraphs') return;
  const tokens: Token[] = [];
  for (let index = 0; index < state.tokens.length; index++) {
    const [open, inline, close] = state.tokens.slice(index, index + 3) as [Token, Token?, Token?];
    if (
      open.type !== 'paragraph_open' ||
      open.hidden ||
      inline?.type !== 'inline' ||
      close?.type !== 'paragraph_close'
    ) {
      tokens.push(open);
      continue;
    }
    for (const children of linesOf(inline.children ?? [])) {
      const line = new state.Token('inline', '', 0);
      line.children = children;
      line.level = inline.level;
      tokens.push(Object.assign(new state.Token('paragraph_open', 'p', 1), { level: open.level, block: true }));
      tokens.push(Object.assign(line, { block: true }));
      tokens.push(Object.assign(new state.Token('paragraph_close', 'p', -1), { level: close.level, block: true }));
    }
    index += 2;
  }
  state.tokens = tokens;
});

function linesOf(children: Token[]): Token[][] {
  const lines: Token[][] = [[]];
  let depth = 0;
  for (const child of children) {
    if (child.type === 'softbreak' && depth === 0) lines.push([]);
    else lines[lines.length - 1]!.push(child);
    depth += child.nesting;
  }
  return lines.filter((line) => line.length > 0);
}

const defaultLinkOpen = markdown.renderer.rules.link_open;
markdown.renderer.rules.link_open = (tokens, index, options, renderEnv, self) => {
  const env = renderEnv as unknown as RenderEnv;
  const token = tokens[index]!;
  if (env.links === 'plain') {
    env.openLinks.push(
      token.markup === 'linkify' || token.markup === 'autolink' ? '' : String(token.attrGet('href') ?? ''),
    );
    return '';
  }
  token.attrSet('rel', POST_LINK_REL);
  return defaultLinkOpen
    ? defaultLinkOpen(tokens, index, options, env, self)
    : self.renderToken(tokens, index, options);
};
markdown.renderer.rules.link_close = (tokens, index, options, renderEnv, self) => {
  const env = renderEnv as unknown as RenderEnv;
  if (env.links !== 'plain') return self.renderToken(tokens, index, options);
  const href = env.openLinks.pop();
  return href ? ` (${markdown.utils.escapeHtml(href)})` : '';
};

/** The tags and attributes markdown-it can produce from the subset; the sanitizer keeps these alone. */
export const POST_HTML_POLICY: Config = {
  ALLOWED_TAGS: ['p', 'br', 'em', 'strong', 'ul', 'ol', 'li', 'blockquote', 'a', 'code', 'pre'],
  ALLOWED_ATTR: ['href', 'rel', 'start'],
  ALLOWED_URI_REGEXP: /^(?:https?:\/\/|\/(?![/\\]))/i,
  // DOMPurify tests every other attribute's value as an address too; these two are words and numbers.
  ADD_URI_SAFE_ATTR: ['rel', 'start'],
  ALLOW_DATA_ATTR: false,
};

/** markdown-it's HTML for the text, before sanitizing: html is off, so nothing typed becomes a tag. */
export function postMarkdownToHtml(text: string, options: PostMarkdownOptions = {}): string {
  const env: RenderEnv = { links: options.links ?? 'live', lines: options.lines ?? 'breaks', openLinks: [] };
  return markdown.render(text, env);
}

export type RenderPostMarkdown = (text: string, options?: PostMarkdownOptions) => string;

/**
 * The renderer for one DOM: the browser's `window` in the client, a jsdom window on the server. markdown-it with
 * html off is safe by itself; the sanitizer behind it is a second lock, keeping only what the subset produces.
 */
export function postMarkdownRenderer(window: WindowLike): RenderPostMarkdown {
  const purifier = createDOMPurify(window);
  return (text, options) => purifier.sanitize(postMarkdownToHtml(text, options), POST_HTML_POLICY) as string;
}

/** A block's end in plain text: a line break, so a list's items and paragraphs do not run together. */
const BLOCK_ENDS = new Set(['paragraph_close', 'list_item_close', 'blockquote_close', 'code_block', 'fence']);

/**
 * The words of a post or reply without the Markdown, for what shows as plain text: descriptions, feeds, summaries.
 * Links keep their text; code keeps its characters.
 */
export function postPlainText(text: string): string {
  const parts: string[] = [];
  for (const token of markdown.parse(text, {})) {
    if (token.type === 'inline')
      for (const child of token.children ?? []) {
        if (child.type === 'text' || child.type === 'code_inline') parts.push(child.content);
        else if (child.type === 'softbreak' || child.type === 'hardbreak') parts.push('\n');
      }
    else if (token.type === 'code_block' || token.type === 'fence') parts.push(token.content.replace(/\n$/, ''));
    if (BLOCK_ENDS.has(token.type)) parts.push('\n');
  }
  return parts
    .join('')
    .replace(/\n{2,}/g, '\n')
    .trim();
}
