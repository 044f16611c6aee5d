import { ButtonLink } from '../../../components/button';
import { paths } from '../../../lib/paths';

export function AdminArea() {
  return (
    <>
      <p>Review suggested categories, violation reports and anonymous posts, manage the question of the day and look up members.</p>
      <ButtonLink to={paths.admin}>Enter Admin Area</ButtonLink>
    </>
  );
}
