/** The browser fingerprint of the web-visited call (SPEC.md section 7); its own chunk, loaded after the page. */
import FingerprintJS from '@fingerprintjs/fingerprintjs';

export async function browserVisitorId(): Promise<string> {
  // monitoring: false — the agent would otherwise report installation statistics to its CDN.
  const agent = await FingerprintJS.load({ monitoring: false });
  return (await agent.get()).visitorId;
}
