import {
  LANDING_GLOBAL,
  SCREEN_SHOWN_EVENT,
  type LandingBridge,
  type LandingIntent,
} from '@itam/shared/contracts';
import { takeOverFrame, takeOverLanding } from '../take-over';

const page = window as unknown as { [LANDING_GLOBAL]?: LandingBridge };
const MARKUP =
  '<a href="/">Home</a><button type="button">Log in</button><a href="/pricing">Pricing</a>';

let root: HTMLElement;
beforeEach(() => {
  jest.useFakeTimers();
  document.body.innerHTML = `<div id="itam-static">${MARKUP}</div><div id="root" hidden>${MARKUP}</div>`;
  root = document.getElementById('root')!;
  page[LANDING_GLOBAL] = { intents: [{ type: 'login' }] };
});
afterEach(() => {
  delete page[LANDING_GLOBAL];
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('the app taking over the pre-rendered landing', () => {
  it('does nothing on a page that did not come from the landing', () => {
    delete page[LANDING_GLOBAL];
    const onIntent = jest.fn();
    expect(takeOverLanding(root, { onIntent })).toBe(false);
    window.dispatchEvent(new Event(SCREEN_SHOWN_EVENT));
    expect(root.hidden).toBe(true);
    expect(onIntent).not.toHaveBeenCalled();
  });

  it('replays queued intents, then handles new ones at once', () => {
    const seen: LandingIntent[] = [];
    takeOverLanding(root, { onIntent: (intent) => seen.push(intent) });
    expect(seen).toEqual([{ type: 'login' }]);
    page[LANDING_GLOBAL]!.intents.push({ type: 'language', language: 'hi' });
    expect(seen).toEqual([{ type: 'login' }, { type: 'language', language: 'hi' }]);
  });

  it('shows the app in place of the landing when its first screen has rendered, keeping scroll and focus', () => {
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    Object.defineProperty(window, 'scrollY', { value: 480, configurable: true });
    takeOverLanding(root, { onIntent: () => undefined });
    document.querySelectorAll<HTMLElement>('#itam-static a')[1]!.focus();
    expect(root.hidden).toBe(true);
    window.dispatchEvent(new Event(SCREEN_SHOWN_EVENT));
    expect(document.getElementById('itam-static')).toBeNull();
    expect(root.hidden).toBe(false);
    expect(scrollTo).toHaveBeenCalledWith(0, 480);
    expect(document.activeElement).toBe(root.querySelectorAll('a')[1]);
  });

  it('shows the app after the fallback time even when no screen announced itself', () => {
    takeOverLanding(root, { onIntent: () => undefined, fallbackMs: 3000 });
    jest.advanceTimersByTime(2999);
    expect(root.hidden).toBe(true);
    jest.advanceTimersByTime(1);
    expect(root.hidden).toBe(false);
    expect(document.getElementById('itam-static')).toBeNull();
  });
});

describe('the app taking over the signed-in frame the served page drew', () => {
  beforeEach(() => {
    delete page[LANDING_GLOBAL];
    document.body.innerHTML =
      '<div id="itam-frame"><h1>Assets</h1></div><div id="root" hidden><h1>Assets</h1></div>';
    root = document.getElementById('root')!;
  });

  it('does nothing on a page where no frame was drawn', () => {
    document.getElementById('itam-frame')!.remove();
    expect(takeOverFrame(root)).toBe(false);
  });

  it('keeps the frame until a screen (or its page header) has rendered, then shows the app', () => {
    expect(takeOverFrame(root)).toBe(true);
    jest.advanceTimersByTime(5000);
    expect(root.hidden).toBe(true);
    window.dispatchEvent(new Event(SCREEN_SHOWN_EVENT));
    expect(document.getElementById('itam-frame')).toBeNull();
    expect(root.hidden).toBe(false);
  });

  it('shows the app after the fallback time whatever it shows then', () => {
    takeOverFrame(root, 3000);
    jest.advanceTimersByTime(3000);
    expect(document.getElementById('itam-frame')).toBeNull();
    expect(root.hidden).toBe(false);
  });
});
