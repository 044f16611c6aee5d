export { AddContentButton } from './components/add-content-button';
export { AddContentHint } from './components/add-content-hint';
