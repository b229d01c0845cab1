import { describeRemoteModule } from '@itam/shared/testing';
import remoteModule from '../module';
import { SCANNER_ROUTES } from '../routes';

describeRemoteModule(remoteModule, SCANNER_ROUTES);
