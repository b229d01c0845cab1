import { selectCompanyLogo, selectCompanyName, useAppSelector } from '@itam/shared/store';
import { useTranslation } from '@itam/shared/i18n';
import { Link } from '@itam/shared/router';

/** The logo's box in the header: one height for every company, never wider than its room. */
export const BRAND_LOGO_HEIGHT = 28;
const BRAND_LOGO_MAX_WIDTH = 160;

/**
 * The header's brand, linking home. In the signed-in frame (`company`) it is the company's,
 * the same way for every company: its logo when it has one (named by the company's name),
 * else its name. The public pages show the product's name. Plain HTML: it heads the light
 * public pages too.
 */
export function Brand({ to = '/', company = false }: { to?: string; company?: boolean }) {
  const { t } = useTranslation('common');
  const logo = useAppSelector(selectCompanyLogo);
  const companyName = useAppSelector(selectCompanyName);
  const name = (company && companyName) || t('productName');
  return (
    <Link
      to={to}
      data-testid="brand"
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        // Gives way on a narrow header instead of pushing the menus out of the window.
        minWidth: 0,
        maxWidth: '100%',
        color: 'rgba(0,0,0,.88)',
        textDecoration: 'none',
      }}
    >
      {company && logo ? (
        <img
          src={logo}
          alt={name}
          height={BRAND_LOGO_HEIGHT}
          style={{
            display: 'block',
            height: BRAND_LOGO_HEIGHT,
            width: 'auto',
            maxWidth: `min(${BRAND_LOGO_MAX_WIDTH}px, 100%)`,
            objectFit: 'contain',
            objectPosition: 'left center',
          }}
        />
      ) : (
        <span
          style={{
            fontSize: 20,
            fontWeight: 600,
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
          }}
        >
          {name}
        </span>
      )}
    </Link>
  );
}
