import { Link } from 'react-router-dom';
import { paths } from '../../../lib/paths';

export function ExpertArea() {
  return (
    <p>
      Your expert profile editor and membership panel arrive here with the experts feature. Meanwhile, see how members find you on the{' '}
      <Link to={paths.experts}>Experts</Link> page.
    </p>
  );
}
