import { useTranslation } from 'react-i18next';
import { Select } from '../../components/Select';
import type { TimeExportFormat } from '../../gql/graphql';

/** CSV or Excel, for the exports. */
export function ExportFormatSelect({
  value,
  onChange,
}: {
  value: TimeExportFormat;
  onChange: (format: TimeExportFormat) => void;
}) {
  const { t } = useTranslation();
  return (
    <Select
      size="sm"
      width="28"
      aria-label={t('timetracking:export.format')}
      value={value}
      onChange={(next) => onChange(next === 'XLSX' ? 'XLSX' : 'CSV')}
      options={[
        { value: 'CSV', label: 'CSV' },
        { value: 'XLSX', label: 'Excel' },
      ]}
    />
  );
}
