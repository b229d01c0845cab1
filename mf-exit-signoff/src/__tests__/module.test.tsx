import { describeRemoteModule } from '@itam/shared/testing';
import remoteModule from '../module';
import { EXIT_SIGNOFF_ROUTES } from '../routes';

describeRemoteModule(remoteModule, EXIT_SIGNOFF_ROUTES);
