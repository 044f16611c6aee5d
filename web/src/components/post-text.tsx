import type { PostLines, PostLinks } from '@contracts/post-markdown';
import { isSitePath } from '@contracts/site';
import { type MouseEvent, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { renderPostMarkdown } from '../lib/post-markdown';
import { LeavingSiteDialog } from './leaving-site-link';

interface PostTextProps {
  /** The member's words, in the site's Markdown subset. */
  text: string;
  /** `plain` shows the links as text (an item whose links are not yet trusted). */
  links?: PostLinks;
  /** `paragraphs` for a post's body (each line a paragraph), `breaks` for a reply. */
  lines: PostLines;
  className?: string;
}

/**
 * A post's or reply's words, formatted (the global `.post-text` styles, shared with the server's first paint). A
 * link to a page of the site opens in the app; a link off the site asks first, through the leaving-site dialog.
 */
export function PostText({ text, links = 'live', lines, className }: PostTextProps) {
  const html = useMemo(() => renderPostMarkdown(text, { links, lines }), [text, links, lines]);
  const [leavingTo, setLeavingTo] = useState<string | null>(null);
  const navigate = useNavigate();

  const follow = (event: MouseEvent<HTMLDivElement>) => {
    if (!(event.target instanceof Element)) return;
    const link = event.target.closest('a');
    const href = link?.getAttribute('href');
    if (!href || event.defaultPrevented) return;
    event.preventDefault();
    if (isSitePath(href)) navigate(href);
    else setLeavingTo(href);
  };

  return (
    <>
      {/* The clicks handled here are the links' own (Enter on a link clicks it), so the keyboard reaches them too.
          The HTML is renderPostMarkdown's: markdown-it with raw HTML off, then DOMPurify to the subset's few tags. */}
      <div
        className={className ? `post-text ${className}` : 'post-text'}
        onClick={follow}
        dangerouslySetInnerHTML={{ __html: html }}
      />
      <LeavingSiteDialog href={leavingTo} onClose={() => setLeavingTo(null)} />
    </>
  );
}
