import { isCompanyModule } from '@itam/shared/contracts';
import { useLocation } from '@itam/shared/router';
import type { RegisterPrefill } from './register-form';
import { RegisterPage } from './register-page';

/** What /register-init hands over (router state), checked: state can be anything. */
export function prefillFromState(state: unknown): RegisterPrefill {
  const raw = (state as { prefill?: Record<string, unknown> } | null)?.prefill;
  if (!raw || typeof raw !== 'object') return {};
  return {
    companyName: typeof raw.companyName === 'string' ? raw.companyName : undefined,
    email: typeof raw.email === 'string' ? raw.email : undefined,
    modules: Array.isArray(raw.modules) ? raw.modules.filter(isCompanyModule) : undefined,
  };
}

export default function RegisterScreen() {
  const { state } = useLocation();
  return <RegisterPage screenKey="register" prefill={prefillFromState(state)} />;
}
