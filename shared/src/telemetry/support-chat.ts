/**
 * The support-chat adapter: a provider identifies the signed-in user (name and email, as
 * SPEC.md section 1 asks) and forgets them on logout. Each provider is its own chunk,
 * downloaded only when SUPPORT_CHAT_PROVIDER and SUPPORT_CHAT_ID are configured.
 */
import type { SupportChatProvider } from '../contracts/telemetry';

export interface SupportChatUser {
  name: string;
  email: string;
}

export interface SupportChat {
  identify(user: SupportChatUser): void;
  /** Forgets the user; a no-op when this browser was never identified to the provider. */
  reset(): void;
}

export type SupportChatLoader = (id: string) => Promise<SupportChat>;

export const SUPPORT_CHAT_LOADERS: Readonly<Record<SupportChatProvider, SupportChatLoader>> = {
  crisp: async (id) =>
    (await import(/* webpackChunkName: "support-chat-crisp" */ './crisp-chat')).createCrispChat(id),
};
