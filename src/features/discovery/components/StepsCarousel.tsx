import { lazy, Suspense, useId } from 'react';
import { StepList } from './StepCard';
import { STEPS } from './steps';
import styles from './Steps.module.css';

// react-slick (and slick-carousel's CSS) load only with the page that shows the carousel
const StepsSlider = lazy(() => import('./StepsSlider'));

/** Spec part 1 §2: the 3-step carousel. */
export function StepsCarousel() {
  const id = useId();
  return (
    <section className={`container ${styles.section}`} aria-labelledby={id}>
      <h2 id={id}>How it works</h2>
      <Suspense fallback={<StepList steps={STEPS} />}>
        <StepsSlider steps={STEPS} />
      </Suspense>
    </section>
  );
}
