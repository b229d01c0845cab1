/** Entry of the pre-rendered landing's visit beacon (its own small file, see landing-loader.ts). */
import { sendLandingVisit } from '@itam/shared/visit';

void sendLandingVisit();
