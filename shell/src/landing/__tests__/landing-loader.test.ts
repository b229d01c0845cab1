import { LANDING_GLOBAL, type LandingBridge } from '@itam/shared/contracts';
import { landingLoaderScript } from '../landing-loader';

const page = window as unknown as { [LANDING_GLOBAL]?: LandingBridge };

const LANDING = `
  <div id="itam-static">
    <button type="button" data-landing-intent="login">Log in</button>
    <select name="language"><option value="en">English</option><option value="hi">हिन्दी</option></select>
    <a href="/pricing">Pricing</a>
  </div>
  <div id="root" hidden></div>`;

const appScripts = () =>
  Array.from(document.querySelectorAll<HTMLScriptElement>('script[src]')).map((s) =>
    s.getAttribute('src'),
  );

function runLoader() {
  // The inline script, run as the page runs it.
  new Function(landingLoaderScript({ scripts: ['/main.js', '/extra.js'], beacon: '/visit.js' }))();
}

beforeEach(() => {
  jest.useFakeTimers();
  document.body.innerHTML = LANDING;
  localStorage.clear();
  delete page[LANDING_GLOBAL];
});
afterEach(() => {
  // Every loader of this file listens on the one document: start them all, so they stop.
  document.dispatchEvent(new Event('pointerover'));
  jest.useRealTimers();
});

describe('the pre-rendered landing loader', () => {
  it('loads no app script until the visitor interacts, then the app scripts once, in order', () => {
    runLoader();
    expect(appScripts()).toEqual([]);
    document.body.dispatchEvent(new Event('pointerover', { bubbles: true }));
    document.body.dispatchEvent(new Event('keydown', { bubbles: true }));
    expect(appScripts()).toEqual(['/main.js', '/extra.js']);
    const [main] = document.querySelectorAll<HTMLScriptElement>('script[src]');
    expect(main!.async).toBe(false);
    // The landing stays until the app has its first screen.
    expect(document.getElementById('itam-static')).not.toBeNull();
    expect(document.getElementById('root')!.hidden).toBe(true);
  });

  it.each([
    ['a stored session token', 'jwtToken', 'eyJ.token'],
    ['another stored language', 'itam.language', 'hi'],
  ])('with %s shows the app at once instead of the landing', (_, key, value) => {
    localStorage.setItem(key, value);
    runLoader();
    expect(appScripts()).toEqual(['/main.js', '/extra.js']);
    expect(document.getElementById('itam-static')).toBeNull();
    expect(document.getElementById('root')!.hidden).toBe(false);
  });

  it('keeps the landing for a stored English choice', () => {
    localStorage.setItem('itam.language', 'en');
    runLoader();
    expect(appScripts()).toEqual([]);
  });

  it('queues a login click for the app and starts it', () => {
    runLoader();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('button')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(page[LANDING_GLOBAL]!.intents).toEqual([{ type: 'login' }]);
    expect(appScripts()).toEqual(['/main.js', '/extra.js']);
  });

  it('leaves links alone: they navigate as links', () => {
    runLoader();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('a')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(page[LANDING_GLOBAL]!.intents).toEqual([]);
  });

  it('remembers a language chosen before the app runs and queues it', () => {
    runLoader();
    const select = document.querySelector('select')!;
    select.value = 'hi';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    expect(localStorage.getItem('itam.language')).toBe('hi');
    expect(page[LANDING_GLOBAL]!.intents).toEqual([{ type: 'language', language: 'hi' }]);
    expect(appScripts()).toEqual(['/main.js', '/extra.js']);
  });

  it('sends the visit through the beacon a second after load when the app has not started', () => {
    runLoader();
    jest.advanceTimersByTime(999);
    expect(appScripts()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(appScripts()).toEqual(['/visit.js']);
  });

  it('leaves the visit to the app when the app started first', () => {
    runLoader();
    document.body.dispatchEvent(new Event('touchstart', { bubbles: true }));
    jest.advanceTimersByTime(5000);
    expect(appScripts()).toEqual(['/main.js', '/extra.js']);
  });

  it('keeps its configuration from closing the inline script', () => {
    const script = landingLoaderScript({ scripts: ['/a</script>.js'], beacon: '/v.js' });
    expect(script).not.toContain('</script>');
  });
});
