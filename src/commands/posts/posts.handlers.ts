import { CategorizePostHandler } from './categorize-post.handler';
import { PostContentHandler } from './post-content.handler';

export const postCommandHandlers = [PostContentHandler, CategorizePostHandler];
