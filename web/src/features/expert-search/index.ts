export { ExpertList } from './components/expert-list';
