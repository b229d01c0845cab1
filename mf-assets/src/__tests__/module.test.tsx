import { describeRemoteModule } from '@itam/shared/testing';
import remoteModule from '../module';
import { ASSETS_ROUTES } from '../routes';

describeRemoteModule(remoteModule, ASSETS_ROUTES);
