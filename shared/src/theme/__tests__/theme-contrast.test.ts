import type { GlobalToken } from 'antd';
import { theme } from '../../antd';
import { contrast, over } from '../../testing';
import { appTheme } from '..';

const token = theme.getDesignToken(appTheme) as GlobalToken;
const white = over(token.colorBgContainer, '#ffffff');
/** What antd paints behind a disabled input or select. */
const disabledBackground = over(token.colorBgContainerDisabled, white);

describe('the product theme meets WCAG AA (4.5:1) for text', () => {
  it.each([
    ['secondary text and descriptions', token.colorTextDescription],
    ['placeholders', token.colorTextPlaceholder],
    ['error texts and danger buttons', token.colorError],
    ['links', token.colorLink],
  ])('%s on white', (_name, color) => {
    expect(contrast(over(color, white), white)).toBeGreaterThanOrEqual(4.5);
  });

  it("a read-only (disabled) form's values on their grey background", () => {
    expect(
      contrast(over(token.colorTextDisabled, disabledBackground), disabledBackground),
    ).toBeGreaterThanOrEqual(4.5);
  });

  it.each([
    ['the selected menu entry', appTheme.components?.Menu?.itemSelectedColor],
    ['the selected tab', appTheme.components?.Tabs?.itemSelectedColor],
    ['the current page number', appTheme.components?.Pagination?.itemActiveColor],
    // antd takes the primary's hover shade (cyan) for a default button's text under the pointer.
    ['a default button under the pointer', appTheme.components?.Button?.defaultHoverColor],
    ['a default button while pressed', appTheme.components?.Button?.defaultActiveColor],
  ])('%s on white, not the brand cyan', (_name, color) => {
    expect(contrast(over(color ?? token.colorPrimary, white), white)).toBeGreaterThanOrEqual(4.5);
  });

  it('primary buttons: their text on the brand colour #33D7DB', () => {
    expect(token.colorPrimary.toLowerCase()).toBe('#33d7db');
    const buttonText = appTheme.components?.Button?.primaryColor ?? token.colorTextLightSolid;
    expect(
      contrast(over(buttonText, white), over(token.colorPrimary, white)),
    ).toBeGreaterThanOrEqual(4.5);
  });
});
