/**
 * Spec part 1 §2 / §9: the landing page's 3-step carousel shows 3 items on wide screens and 1
 * otherwise, with breakpoints at 576 and 768 px.
 *
 * react-slick applies a `responsive` entry while the window is at most `breakpoint` px wide (the
 * smallest matching one wins), so: ≤ 576 one item, swiped with dots; 577–768 one item with
 * arrows and dots; wider, all 3 side by side with no controls.
 */
export const CAROUSEL_WIDE_ITEMS = 3;
export const CAROUSEL_NARROW_ITEMS = 1;
export const CAROUSEL_BREAKPOINTS = { phone: 576, tablet: 768 } as const;

/** The subset of react-slick's settings this carousel uses (kept free of the library's types). */
export type CarouselOptions = {
  slidesToShow: number;
  slidesToScroll: number;
  arrows: boolean;
  dots: boolean;
  swipe?: boolean;
};

export type CarouselSettings = CarouselOptions & {
  infinite: boolean;
  speed: number;
  accessibility: boolean;
  responsive: { breakpoint: number; settings: Partial<CarouselOptions> }[];
};

export function carouselSettings(): CarouselSettings {
  return {
    slidesToShow: CAROUSEL_WIDE_ITEMS,
    slidesToScroll: CAROUSEL_WIDE_ITEMS,
    arrows: false,
    dots: false,
    // no cloned slides: every step appears once (clones would be read twice by screen readers)
    infinite: false,
    speed: 300,
    accessibility: true,
    responsive: [
      {
        breakpoint: CAROUSEL_BREAKPOINTS.tablet,
        settings: { slidesToShow: CAROUSEL_NARROW_ITEMS, slidesToScroll: 1, arrows: true, dots: true },
      },
      {
        breakpoint: CAROUSEL_BREAKPOINTS.phone,
        settings: { slidesToShow: CAROUSEL_NARROW_ITEMS, slidesToScroll: 1, arrows: false, dots: true, swipe: true },
      },
    ],
  };
}

/** The options react-slick uses at a window width (mirrors its breakpoint resolution). */
export function settingsAtWidth(settings: CarouselSettings, width: number): CarouselOptions {
  const { responsive, ...base } = settings;
  const match = [...responsive].sort((a, b) => a.breakpoint - b.breakpoint).find((r) => width <= r.breakpoint);
  return { ...base, ...match?.settings };
}
