/** Spec part 1 §9: breakpoints. */
export const BREAKPOINTS = { sm: 576, md: 768, lg: 992 } as const;
/** Spec part 1 §9: a narrow iOS viewport is one below this height. */
export const NARROW_IOS_HEIGHT = 670;

export function isMobileWidth(width = window.innerWidth): boolean {
  return width < BREAKPOINTS.md;
}

export function isIOS(ua = navigator.userAgent, touchPoints = navigator.maxTouchPoints): boolean {
  return /iPad|iPhone|iPod/.test(ua) || (/Macintosh/.test(ua) && touchPoints > 1);
}

export function isNarrowIOS(height = window.innerHeight): boolean {
  return isIOS() && height < NARROW_IOS_HEIGHT;
}

export function canNativeShare(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.share === 'function';
}

export function canCopy(): boolean {
  return typeof navigator !== 'undefined' && Boolean(navigator.clipboard?.writeText);
}

export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** Native share; a cancelled or failed share is silently ignored (spec part 1 §8). */
export async function nativeShare(data: ShareData): Promise<void> {
  try {
    await navigator.share(data);
  } catch {
    /* user cancelled or the device refused */
  }
}
