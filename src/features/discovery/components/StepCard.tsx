import type { Step } from './steps';
import styles from './Steps.module.css';

export function StepCard({ step, index }: { step: Step; index: number }) {
  return (
    <div className={styles.step}>
      <span className={styles.number} aria-hidden="true">
        {index + 1}
      </span>
      <h3 className={styles.title}>
        <span className="visually-hidden">{`Step ${index + 1}:`}</span> {step.title}
      </h3>
      <p className={styles.text}>{step.text}</p>
    </div>
  );
}

/** The steps side by side: shown while the carousel's code loads, so nothing shifts. */
export function StepList({ steps }: { steps: readonly Step[] }) {
  return (
    <ol className={styles.list}>
      {steps.map((step, i) => (
        <li key={step.title}>
          <StepCard step={step} index={i} />
        </li>
      ))}
    </ol>
  );
}
