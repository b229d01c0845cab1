/**
 * @jest-environment node
 *
 * antd's styles file of the shell's production build: made by a process of its own, with
 * the production class names the browser build's antd computes, and the map by which
 * antd's style engine finds the styles it holds (else every style is built again).
 */
import { antdStylesFileName, makeAntdStaticCss } from '../antd-static-css';

let css = '';
beforeAll(async () => {
  css = await makeAntdStaticCss();
}, 60_000);

test("the file holds the frame's, the lists' and the forms' component styles", () => {
  for (const component of ['layout', 'menu', 'btn', 'select', 'table', 'form', 'input', 'modal'])
    expect(css).toContain(`.ant-${component}{`);
  // Not the heavy inputs only forms load (antd-input).
  expect(css).not.toContain('.ant-picker{');
  expect(css).not.toContain('.ant-upload{');
});

test("with the production build's class names and the engine's map of the styles", () => {
  expect(css).toMatch(/:where\(\.css-[a-z0-9]+\)\.ant-btn\{/);
  expect(css).not.toContain('css-dev-only-do-not-override');
  const map = /\.data-ant-cssinjs-cache-path\{content:"([^"]+)";\}/.exec(css)?.[1] ?? '';
  const paths = map.split(';').map((entry) => entry.split(':')[0]!);
  for (const path of ['Button-Button', 'Table-Table', 'Select-Select', 'Menu-Menu'])
    expect(paths.some((p) => p.includes(`|${path}|`))).toBe(true);
});

test('a content-hashed name', () => {
  expect(antdStylesFileName(css)).toMatch(/^antd\.[0-9a-f]{8}\.css$/);
  expect(antdStylesFileName(css)).toBe(antdStylesFileName(`${css}`));
  expect(antdStylesFileName(`${css} `)).not.toBe(antdStylesFileName(css));
});
