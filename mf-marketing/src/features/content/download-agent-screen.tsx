/**
 * /download-agent: what the agent is, how a company enrols its computers with it, and where
 * a signed-in administrator downloads it (account settings' diagnostics agent view: the
 * download needs the company's session).
 */
import { ROUTES } from '@itam/shared/contracts';
import { useTranslation } from '@itam/shared/i18n';
import { Link } from '@itam/shared/router';
import './product-content';
import { ContentPage } from './content-page';

/** Account settings' view with the agent's download and its enrolment tokens. */
export const AGENT_SETTINGS_PATH = `${ROUTES.accountSettings}/download_agent`;

export default function DownloadAgentScreen() {
  const { t } = useTranslation('marketing');
  return (
    <ContentPage
      screenKey="downloadAgent"
      textKey="product.downloadAgent"
      cta={{ primary: ROUTES.getStarted, secondary: ROUTES.login }}
    >
      <section className="mk-section">
        <div className="mk-container">
          <p className="mk-lead">
            <Link to={AGENT_SETTINGS_PATH}>{t('product.downloadAgent.adminLink')}</Link>
          </p>
        </div>
      </section>
    </ContentPage>
  );
}
