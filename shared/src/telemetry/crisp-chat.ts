/**
 * Crisp (https://crisp.chat): the chatbox script with its `$crisp` command queue, which
 * accepts commands before the script has loaded.
 */
import type { SupportChat } from './support-chat';

export const CRISP_SCRIPT_URL = 'https://client.crisp.chat/l.js';
/** Set while this browser's Crisp session carries a signed-in user, so a later page can forget them. */
const IDENTIFIED_KEY = 'itam.supportChat.identified';

type CrispCommand = [string, string, unknown?];
interface CrispWindow {
  $crisp?: CrispCommand[];
  CRISP_WEBSITE_ID?: string;
}

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export function createCrispChat(websiteId: string): SupportChat {
  const page = globalThis as unknown as CrispWindow;
  const queue = (page.$crisp ??= []);
  page.CRISP_WEBSITE_ID = websiteId;
  if (!document.querySelector(`script[src="${CRISP_SCRIPT_URL}"]`)) {
    const script = document.createElement('script');
    script.src = CRISP_SCRIPT_URL;
    script.async = true;
    document.head.appendChild(script);
  }
  // Crisp replaces the array by its own object once loaded: always push on the current one.
  const push = (command: CrispCommand) => (page.$crisp ?? queue).push(command);
  return {
    identify({ name, email }) {
      push(['set', 'user:email', [email]]);
      if (name) push(['set', 'user:nickname', [name]]);
      storage()?.setItem(IDENTIFIED_KEY, '1');
    },
    reset() {
      if (storage()?.getItem(IDENTIFIED_KEY) !== '1') return;
      push(['do', 'session:reset']);
      storage()?.removeItem(IDENTIFIED_KEY);
    },
  };
}
