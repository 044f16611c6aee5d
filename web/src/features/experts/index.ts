export { ExpertProfileEditor } from './components/expert-profile-editor';
