export { AnonymousContentScreen } from './anonymous-content-screen';
