import { describeRemoteModule } from '@itam/shared/testing';
import remoteModule from '../module';
import { SHOP_ROUTES } from '../routes';

describeRemoteModule(remoteModule, SHOP_ROUTES);
