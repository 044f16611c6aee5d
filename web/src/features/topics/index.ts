export { TopicChips } from './components/topic-chips';
