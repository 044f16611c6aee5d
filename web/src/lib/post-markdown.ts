import { postMarkdownRenderer } from '@contracts/post-markdown';

/** Members' Markdown as sanitized HTML, by the renderer the server's first paint uses (`@contracts/post-markdown`). */
export const renderPostMarkdown = postMarkdownRenderer(window);
