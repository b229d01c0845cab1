import { selectCompanyLogo, useAppSelector } from '@itam/shared/store';
import { Typography } from '@itam/shared/antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** Company logo when the company has one, otherwise the product name; links home. */
export function Brand({ to = '/' }: { to?: string }) {
  const { t } = useTranslation('common');
  const logo = useAppSelector(selectCompanyLogo);
  return (
    <Link to={to} aria-label={t('productName')} style={{ display: 'inline-flex', alignItems: 'center' }}>
      {logo ? (
        <img src={logo} alt="" style={{ maxHeight: 40, maxWidth: 160 }} />
      ) : (
        <Typography.Text strong style={{ fontSize: 20 }}>
          {t('productName')}
        </Typography.Text>
      )}
    </Link>
  );
}
