/** Renders a screen of this remote with the remote installed in a fresh store and the given policies. */
import type { Policies } from '@itam/shared/contracts';
import { addModuleResources } from '@itam/shared/i18n';
import { remoteScreenRenderer, type RenderScreenOptions } from '@itam/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import remoteModule from '../module';
import screensEn from '../locales/en/screens/assets.json';
import screensHi from '../locales/hi/screens/assets.json';
import orgEn from '../locales/en/settings/org.json';
import orgHi from '../locales/hi/settings/org.json';

export { setupUser, withDetachedStyles } from '@itam/shared/testing';

export const VIEWER_POLICIES: Policies = { on_asset: { asset: ['view'] } };

/** The company's modules: asset management by default; two branches to choose from. */
const renderInstalled = remoteScreenRenderer(remoteModule, {
  companyRoles: ['asset-management'],
  locations: [
    {
      _id: '10000000-0000-4000-8000-000000000001',
      branchId: 'PUN-1',
      name: 'Pune',
      city: 'Pune',
    },
    {
      _id: '10000000-0000-4000-8000-000000000002',
      branchId: 'BLR-1',
      name: 'Bengaluru',
      city: 'Bengaluru',
    },
  ],
});

/**
 * Renders `ui` with the remote installed. The screens' and the organisation's strings, which
 * in the app load with the screens that show them (../screen-strings.ts), are added first:
 * `ui` is the screen itself, not its route's loader.
 */
export function renderScreen(ui: ReactElement, options?: RenderScreenOptions) {
  addModuleResources(remoteModule.i18n.namespace, { en: screensEn, hi: screensHi });
  addModuleResources(remoteModule.i18n.namespace, { en: orgEn, hi: orgHi });
  return renderInstalled(ui, options);
}

/**
 * The open antd confirm dialog. Found by class: in tests antd gives every generated id the
 * same value, so the dialog's aria-labelledby does not name it.
 */
export async function confirmDialog(): Promise<HTMLElement> {
  return waitFor(() => {
    const dialog = document.querySelector<HTMLElement>('.ant-modal-confirm');
    if (!dialog) throw new Error('no confirm dialog');
    return dialog;
  });
}

/** The open antd modal (not a confirm), by its title text. */
export async function modalTitled(title: string): Promise<HTMLElement> {
  const heading = await screen.findByText(title, { selector: '.ant-modal-title' });
  return heading.closest<HTMLElement>('.ant-modal')!;
}
