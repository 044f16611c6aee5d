import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../../components/button';
import { Field } from '../../../components/field';
import { inputClassName } from '../../../components/input-class';
import { paths } from '../../../lib/paths';
import styles from './repo-form.module.css';

const REQUIRED = 'Please fill in this field.';

/** A user name and a repository name; Go opens the page that names both. */
export function RepoForm({ initial }: { initial?: { userName: string; repoName: string } }) {
  const navigate = useNavigate();
  const [userName, setUserName] = useState(initial?.userName ?? '');
  const [repoName, setRepoName] = useState(initial?.repoName ?? '');
  const [errors, setErrors] = useState<{ userName?: string; repoName?: string }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const user = userName.trim();
    const repo = repoName.trim();
    const missing = { ...(user ? {} : { userName: REQUIRED }), ...(repo ? {} : { repoName: REQUIRED }) };
    setErrors(missing);
    if (user && repo) void navigate(paths.repo(user, repo));
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <Field label="User name" error={errors.userName}>
        {(control) => (
          <input
            {...control}
            className={inputClassName}
            value={userName}
            onChange={(e) => setUserName(e.target.value)}
          />
        )}
      </Field>
      <Field label="Repository name" error={errors.repoName}>
        {(control) => (
          <input
            {...control}
            className={inputClassName}
            value={repoName}
            onChange={(e) => setRepoName(e.target.value)}
          />
        )}
      </Field>
      <Button type="submit">Go</Button>
    </form>
  );
}
