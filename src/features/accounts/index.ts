// What the app composes into other screens (features never import each other).
export { QuickSignupModal, quickSignupSeen, useQuickSignupPending } from './components/QuickSignupModal';
export type { QuickSignupModalProps, QuickSignupOutcome } from './components/QuickSignupModal';
export { SignupAlert } from './components/SignupAlert';
