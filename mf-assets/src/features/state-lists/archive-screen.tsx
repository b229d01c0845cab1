/**
 * `/archieve-list`: the archive, assets out of service for good or for now: Retired, Dead,
 * Lost and Disposed (Damaged, In Repair and Pending Disposal still have work ahead, so they
 * stay in the main list; Pending Disposal has its own screen).
 */
import type { AssetState } from '@itam/shared/contracts';
import { RowActionScreen } from './row-action-screen';

export const ARCHIVE_STATES: AssetState[] = ['RETIRED', 'DEAD', 'LOST', 'DISPOSED'];

export default function ArchiveScreen() {
  return (
    <RowActionScreen
      screenKey="archiveList"
      scope="archive"
      states={ARCHIVE_STATES}
      emptyKey="lists.archiveEmpty"
    />
  );
}
