import { BoxSetContent } from '@/features/thank-you/components/BoxSetContent';
import { GreetingThankYou } from '@/features/thank-you/components/GreetingThankYou';
import { THANK_YOU_TEXT } from '@/features/thank-you/rules/variant';

/** /thank-you-qr-box/{greetingId}: the thank-you page of a greeting linked to a boxed set. */
export default function BoxSetThankYouPage() {
  return <GreetingThankYou>{(item) => <BoxSetContent item={item} />}</GreetingThankYou>;
}

export { ThankYouFallback as Fallback } from '@/features/thank-you/components/GreetingThankYou';
export const errorHeading = THANK_YOU_TEXT.errorHeading;
