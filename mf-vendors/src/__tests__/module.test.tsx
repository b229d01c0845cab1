import { describeRemoteModule } from '@itam/shared/testing';
import remoteModule from '../module';
import { VENDORS_ROUTES } from '../routes';

describeRemoteModule(remoteModule, VENDORS_ROUTES);
