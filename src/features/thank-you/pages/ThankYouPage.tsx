import { GreetingThankYou } from '@/features/thank-you/components/GreetingThankYou';
import { ThankYouContent } from '@/features/thank-you/components/ThankYouContent';
import { THANK_YOU_TEXT } from '@/features/thank-you/rules/variant';

/**
 * /thank-you-digital, /thank-you-free, /thank-you-qr, /thank-you-reply, /thankyou and
 * /thankyou-thank-you (each /{greetingId}): the page for a physical, paid or unpaid greeting.
 */
export default function ThankYouPage() {
  return <GreetingThankYou>{(item) => <ThankYouContent item={item} />}</GreetingThankYou>;
}

export { ThankYouFallback as Fallback } from '@/features/thank-you/components/GreetingThankYou';
export const errorHeading = THANK_YOU_TEXT.errorHeading;
