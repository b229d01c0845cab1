/** The session token in localStorage under `jwtToken` (SPEC.md section 9). */
import { JWT_TOKEN_KEY } from '../contracts/constants';

export function readToken(): string | null {
  try {
    return globalThis.localStorage?.getItem(JWT_TOKEN_KEY) ?? null;
  } catch {
    return null;
  }
}

export function storeToken(token: string): void {
  try {
    globalThis.localStorage?.setItem(JWT_TOKEN_KEY, token);
  } catch {
    // Storage blocked (private mode): the session lasts until the page is closed.
  }
}

export function clearToken(): void {
  try {
    globalThis.localStorage?.removeItem(JWT_TOKEN_KEY);
  } catch {
    // Nothing to clear.
  }
}
