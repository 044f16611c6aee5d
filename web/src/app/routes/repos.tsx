import { useParams } from 'react-router-dom';
import { ProsePage } from '../../features/static-pages/components/prose-page';
import { RepoForm } from '../../features/static-pages/components/repo-form';

/** /repos: the user/repo form. */
export function ReposRoute() {
  return (
    <ProsePage
      title="Repositories"
      lead="Enter a user name and a repository name to open the page for that repository."
    >
      <RepoForm />
    </ProsePage>
  );
}

/** /repos/{userName}/{repoName}: the page naming both, with the form to open another. */
export function RepoRoute() {
  const { userName = '', repoName = '' } = useParams();
  return (
    <ProsePage title={`${userName}/${repoName}`}>
      <dl>
        <dt>User name</dt>
        <dd>{userName}</dd>
        <dt>Repository name</dt>
        <dd>{repoName}</dd>
      </dl>
      <h2>Open another repository</h2>
      <RepoForm key={`${userName}/${repoName}`} initial={{ userName, repoName }} />
    </ProsePage>
  );
}
