import styles from './field.module.css';

/** The shared look for text inputs and selects inside a Field. */
export const inputClassName = styles.input ?? '';
