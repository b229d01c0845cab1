import { selectCompanyLogo, useAppSelector } from '@itam/shared/store';
import { useTranslation } from '@itam/shared/i18n';
import { Link } from '@itam/shared/router';

/** Company logo when the company has one, otherwise the product name; links home. Plain HTML: it heads the light public pages. */
export function Brand({ to = '/' }: { to?: string }) {
  const { t } = useTranslation('common');
  const logo = useAppSelector(selectCompanyLogo);
  return (
    <Link
      to={to}
      aria-label={t('productName')}
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
      {logo ? (
        <img src={logo} alt="" style={{ maxHeight: 40, maxWidth: 'min(160px, 100%)' }} />
      ) : (
        <span
          style={{ fontSize: 20, fontWeight: 600, overflow: 'hidden', textOverflow: 'ellipsis' }}
        >
          {t('productName')}
        </span>
      )}
    </Link>
  );
}
