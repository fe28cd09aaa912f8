import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/PageHeader';
import { FarmsTable } from './FarmsTable';

/** /games/ls22/farm: the farms to choose from, the member's own first. */
export function FarmsScreen() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('ls22:routes.farm')} lead={t('ls22:farms.lead')} />
      <FarmsTable caption={t('ls22:routes.farm')} />
    </>
  );
}
