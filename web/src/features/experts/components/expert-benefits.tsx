import { Link } from 'react-router-dom';
import { paths } from '../../../lib/paths';
import styles from '../../../components/member-benefits.module.css';

const BENEFITS = [
  'A public profile with your photo, title, bio and location',
  'Found by people searching for help near their zip code or state',
  'Listed under the topics you know best',
  'Your answers and articles marked as an expert’s',
];

export function ExpertBenefits() {
  return (
    <div>
      <h2 className={styles.heading}>As an expert you get</h2>
      <ul className={styles.list}>
        {BENEFITS.map((benefit) => (
          <li key={benefit}>{benefit}</li>
        ))}
      </ul>
      <p className={styles.expert}>
        Looking for help instead? <Link to={paths.experts}>Find an expert</Link>
      </p>
    </div>
  );
}
