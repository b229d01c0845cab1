/** What the desk's services need of the app's context: its database. */
import type { AppContext } from '../../context';

export type DeskContext = Pick<AppContext, 'db'>;
