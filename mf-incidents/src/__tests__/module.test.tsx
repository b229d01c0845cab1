import { describeRemoteModule } from '@itam/shared/testing';
import remoteModule from '../module';
import { INCIDENTS_ROUTES } from '../routes';

describeRemoteModule(remoteModule, INCIDENTS_ROUTES);
