/**
 * The extension points a remote's build lists in its entry of remotes.json: read from its
 * `src/contributions.ts`, the same object its module contributes.
 */
import path from 'node:path';
import { REMOTE_BUILDS } from '../remotes';
import { packageContributedPoints, workspaceManifest } from '../workspace-routes';

const root = path.resolve(__dirname, '../../../..');
const dirOf = (id: string) => path.join(root, REMOTE_BUILDS.find((r) => r.id === id)!.dir);

describe('the extension points a remote contributes to', () => {
  it('lists the points each remote gives parts to, and none for the others', () => {
    expect(packageContributedPoints(dirOf('assets'))).toEqual(['asset-detail.tabs']);
    expect(packageContributedPoints(dirOf('incidents'))).toEqual(['asset-detail.tabs']);
    expect(packageContributedPoints(dirOf('vendors'))).toEqual(['asset-detail.badges']);
    for (const id of ['shop', 'scanner', 'exit-signoff', 'marketing'])
      expect([id, packageContributedPoints(dirOf(id))]).toEqual([id, []]);
  });

  it('writes them into the manifest of the workspace', () => {
    const manifest = workspaceManifest('1.0.0');
    expect(manifest.incidents?.contributes).toEqual(['asset-detail.tabs']);
    expect(manifest.shop?.contributes).toEqual([]);
  });
});
