import { describeRemoteModule } from '@itam/shared/testing';
import remoteModule from '../module';

describeRemoteModule(remoteModule);
