import type { ComponentType, MouseEventHandler } from 'react';
import SlickModule, { type Settings } from 'react-slick';
import 'slick-carousel/slick/slick.css';
import { useMediaQuery } from '@/shared/lib/useMediaQuery';
import { CAROUSEL_BREAKPOINTS, carouselSettings, settingsAtWidth } from '@/features/discovery/rules/carouselSettings';
import { StepCard } from './StepCard';
import type { Step } from './steps';
import styles from './Steps.module.css';

// react-slick is CommonJS: under Vite its default import can arrive as the whole module object
const Slider = ((SlickModule as unknown as { default?: ComponentType<Settings> }).default ??
  SlickModule) as ComponentType<Settings>;

type ArrowProps = { className?: string; onClick?: MouseEventHandler<HTMLButtonElement>; direction: 'prev' | 'next' };

function Arrow({ className, onClick, direction }: ArrowProps) {
  const disabled = !onClick || Boolean(className?.includes('slick-disabled'));
  return (
    <button
      type="button"
      className={`${styles.arrow} ${direction === 'prev' ? styles.prev : styles.next}`}
      onClick={onClick}
      disabled={disabled}
      aria-label={direction === 'prev' ? 'Previous step' : 'Next step'}
    >
      <span aria-hidden="true">{direction === 'prev' ? '‹' : '›'}</span>
    </button>
  );
}

/** The 3 steps in react-slick: 3 wide, 1 at a time below 768 px (see rules/carouselSettings). */
export default function StepsSlider({ steps }: { steps: readonly Step[] }) {
  // react-slick 0.31 applies `responsive` only after a resize, never on first render
  // (akiran/react-slick#2446), so the breakpoint is resolved here and passed in directly
  const phone = useMediaQuery(`(max-width: ${CAROUSEL_BREAKPOINTS.phone}px)`);
  const tablet = useMediaQuery(`(max-width: ${CAROUSEL_BREAKPOINTS.tablet}px)`);
  const width = phone ? CAROUSEL_BREAKPOINTS.phone : tablet ? CAROUSEL_BREAKPOINTS.tablet : Number.POSITIVE_INFINITY;
  const settings = carouselSettings();
  const { responsive: _responsive, ...base } = settings;
  const options = settingsAtWidth(settings, width);
  return (
    <div className={`${styles.slider} ${options.arrows ? styles.withArrows : ''}`}>
      <Slider
        key={`${options.slidesToShow}-${options.arrows}`}
        {...base}
        {...options}
        prevArrow={<Arrow direction="prev" />}
        nextArrow={<Arrow direction="next" />}
        dotsClass={`slick-dots ${styles.dots}`}
        appendDots={(dots) => <ul>{dots}</ul>}
        customPaging={(i) => (
          <button type="button" className={styles.dot}>
            <span className="visually-hidden">Show step {i + 1}</span>
          </button>
        )}
      >
        {steps.map((step, i) => (
          <div key={step.title} className={styles.slide}>
            <StepCard step={step} index={i} />
          </div>
        ))}
      </Slider>
    </div>
  );
}
