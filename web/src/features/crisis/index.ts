export { CrisisBanner } from './components/crisis-banner';
