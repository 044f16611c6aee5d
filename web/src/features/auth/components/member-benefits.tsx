import { Link } from 'react-router-dom';
import { paths } from '../../../lib/paths';
import styles from '../../../components/member-benefits.module.css';

const BENEFITS = [
  'Ask questions and answer others',
  'Post articles, videos and books',
  'Comment and vote on what helps',
  'Save items to come back to later',
  'Follow experts you trust',
];

export function MemberBenefits() {
  return (
    <div>
      <h2 className={styles.heading}>As a member you can</h2>
      <ul className={styles.list}>
        {BENEFITS.map((benefit) => (
          <li key={benefit}>{benefit}</li>
        ))}
      </ul>
      <p className={styles.expert}>
        Are you a divorce professional? <Link to={paths.expertSignup}>Register as an Expert</Link>
      </p>
    </div>
  );
}
