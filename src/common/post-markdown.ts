import type { WindowLike } from 'dompurify';
import { JSDOM } from 'jsdom';
import { postMarkdownRenderer } from '../contracts/post-markdown';

/**
 * Members' Markdown as sanitized HTML on the server (the first paint of a post's page), by the client's own
 * renderer; one jsdom window serves every call.
 */
export const renderPostMarkdown = postMarkdownRenderer(new JSDOM('').window as WindowLike);
