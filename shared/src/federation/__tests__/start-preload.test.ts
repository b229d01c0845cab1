import { START_PRELOAD_ATTRIBUTE, startPreloadTags, withoutStartPreloads } from '../start-preload';

describe("the start's preload hints", () => {
  it('names the framework and kit scripts under the public path, nothing else', () => {
    const files: Record<string, string[]> = {
      framework: ['framework.4adb9446.js', 'framework.4adb9446.js.map'],
      kit: ['kit.64609ca6.js'],
      components: ['components.7c91c642.js'],
    };
    expect(startPreloadTags((name) => files[name] ?? [], '/')).toEqual([
      { rel: 'preload', as: 'script', href: '/framework.4adb9446.js' },
      { rel: 'preload', as: 'script', href: '/kit.64609ca6.js' },
    ]);
    // A build without the groups (development) names none.
    expect(startPreloadTags(() => [], '/')).toEqual([]);
  });

  it('leaves the landing page without them, and without touching other links', () => {
    const index = [
      '<head><link rel="icon" href="data:,">',
      `<link rel="preload" as="script" href="/framework.4adb9446.js" ${START_PRELOAD_ATTRIBUTE}>`,
      `<link rel="preload" as="script" href="/kit.64609ca6.js" ${START_PRELOAD_ATTRIBUTE}="">`,
      '<link rel="preload" as="font" href="/f.woff2"></head>',
    ].join('');
    expect(withoutStartPreloads(index)).toBe(
      '<head><link rel="icon" href="data:,"><link rel="preload" as="font" href="/f.woff2"></head>',
    );
  });
});
