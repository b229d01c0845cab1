/**
 * The signed-in side's own chunks (the app layout, the gates of a protected route): React
 * asks for them only when it renders a protected screen, which is after the session check.
 * A visitor with a stored token gets them downloading at start instead (bootstrap.tsx);
 * a visitor without one never downloads them.
 */
export const loadAppLayout = () => import('../layout/app-layout');
export const loadProtectedRoute = () => import('./protected-route');

export function preloadSignedInChunks(): void {
  // A failure shows when the screen asks again (its error boundary and reload guard).
  loadAppLayout().catch(() => undefined);
  loadProtectedRoute().catch(() => undefined);
}
