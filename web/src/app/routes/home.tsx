import { HomeHero } from '../../features/home/components/home-hero';
import { HomeTiles } from '../../features/home/components/home-tiles';
import { LatestPosts } from '../../features/home/components/latest-posts';
import { QuestionOfTheDay } from '../../features/qotd/components/question-of-the-day';
import { useDocumentTitle } from '../../lib/use-document-title';

export function HomeRoute() {
  useDocumentTitle();
  return (
    <>
      <HomeHero />
      <HomeTiles />
      <QuestionOfTheDay />
      <LatestPosts />
    </>
  );
}
