/** Build-time settings, read once. See .env.example. */
export const env = {
  /** The in-browser fake server answers /rest calls unless VITE_API_MOCKING is 'off'. */
  apiMocking: import.meta.env.VITE_API_MOCKING !== 'off',
  /** Empty means the same origin as the app. */
  apiBaseUrl: (import.meta.env.VITE_API_BASE_URL ?? '').replace(/\/$/, ''),
  /** The brand's card shop, linked from 'shop the cards'. */
  shopUrl: 'https://www.example.com/shop/video-greeting-cards',
  /** Customer care, shown in the footer, the mobile nav and tutorials. */
  helpPhone: '1-800-555-0199',
} as const;

export const helpPhoneHref = `tel:${env.helpPhone.replace(/[^\d+]/g, '')}`;
