import { PostContentHandler } from './post-content.handler';

export const postCommandHandlers = [PostContentHandler];
