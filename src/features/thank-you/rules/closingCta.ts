import { env } from '@/shared/config/env';
import { paths } from '@/shared/config/paths';

/**
 * Part 1 §2 "Thank-you page": the closing call to action. Default: 'Want to create another Video
 * Greeting?', 'Create a Digital Greeting' to /browse and 'shop the cards'. Variants: invite (for
 * people who received or answered a greeting: it points to / and asks 'Want to create your own Video
 * Greeting?'), digital thank-you ('Start a new greeting') and QR box card ('Shop more Video Greetings').
 */
export type CtaKind = 'default' | 'invite' | 'digital' | 'qrBox';

export type ClosingCta = {
  question: string;
  create: { label: string; to: string };
  shop: { label: string; href: string };
};

const ANOTHER = 'Want to create another Video Greeting?';
const CREATE = 'Create a Digital Greeting';
const SHOP = 'shop the cards';

export function closingCta(kind: CtaKind, shopUrl: string = env.shopUrl): ClosingCta {
  switch (kind) {
    case 'invite':
      return {
        question: 'Want to create your own Video Greeting?',
        create: { label: CREATE, to: paths.home() },
        shop: { label: SHOP, href: shopUrl },
      };
    case 'digital':
      return {
        question: ANOTHER,
        create: { label: 'Start a new greeting', to: paths.browse() },
        shop: { label: SHOP, href: shopUrl },
      };
    case 'qrBox':
      return {
        question: ANOTHER,
        create: { label: CREATE, to: paths.browse() },
        shop: { label: 'Shop more Video Greetings', href: shopUrl },
      };
    case 'default':
      return { question: ANOTHER, create: { label: CREATE, to: paths.browse() }, shop: { label: SHOP, href: shopUrl } };
  }
}

/**
 * Which variant a thank-you route shows: the digital thank-you after checkout, the boxed set's,
 * the invite variant after a reply or thank-you video, and the default for free and QR card ones.
 */
export function ctaKindForPath(pathname: string): CtaKind {
  const first = pathname.split('/').filter(Boolean)[0] ?? '';
  switch (first) {
    case 'thank-you-digital':
      return 'digital';
    case 'thank-you-qr-box':
      return 'qrBox';
    case 'thank-you-reply':
    case 'thankyou':
    case 'thankyou-thank-you':
      return 'invite';
    default:
      return 'default';
  }
}
