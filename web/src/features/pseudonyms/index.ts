export { UnmaskAuthor } from './components/unmask-author';
