/**
 * Run in the page (every engine's journeys): signs in as the demo user through the real login call
 * and keeps its session as the app does (the cookie it reads, and the flag beside it).
 */
export async function demoSignInInPage(): Promise<void> {
  const res = await fetch('/rest/user/login?type=site', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      version: '999',
      user: { deviceType: 1, email: 'demo@example.com', password: 'demo1234', deviceId: 'e2e' },
    }),
  });
  const body = (await res.json()) as { sessionId?: string; webSessionId?: string };
  document.cookie = `sessionId=${body.sessionId ?? body.webSessionId}; path=/; max-age=${30 * 86400}; samesite=lax`;
  localStorage.setItem('isAccount', 'true');
}
