import { Button, HStack, Menu, Portal } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { ChevronDown, FileDown } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import type { TimeExportFormat, TimeStatisticsExportType } from '../../gql/graphql';
import { DownloadReady, type ReadyFile } from './DownloadReady';
import { ExportFormatSelect } from './ExportFormatSelect';

const ExportTimeStatisticsMutation = graphql(`
  mutation ExportTimeStatistics($type: TimeStatisticsExportType!, $format: TimeExportFormat!) {
    exportTimeStatistics(type: $type, format: $format) {
      ...DownloadReady_file
    }
  }
`);

const PERIODS: readonly { value: TimeStatisticsExportType; labelKey: string }[] = [
  { value: 'TODAY', labelKey: 'timetracking:export.today' },
  { value: 'THIS_WEEK', labelKey: 'timetracking:export.thisWeek' },
  { value: 'THIS_MONTH', labelKey: 'timetracking:export.thisMonth' },
];

/**
 * The statistics export (spec 02 §2, §4): a format, then a dropdown of today, this week and this month. The server
 * writes the file into the member's downloads inbox at once; the link to it appears here after the choice.
 */
export function ExportWidget() {
  const { t } = useTranslation();
  const [format, setFormat] = useState<TimeExportFormat>('CSV');
  const [file, setFile] = useState<ReadyFile | null>(null);
  const [exportStatistics, { loading }] = useMutation(ExportTimeStatisticsMutation);

  const choose = async (type: TimeStatisticsExportType) => {
    setFile(null);
    try {
      const { data } = await exportStatistics({ variables: { type, format } });
      if (data) setFile(data.exportTimeStatistics);
    } catch {
      // the error link has shown the failure as a toast
    }
  };

  return (
    <HStack gap="2" wrap="wrap" role="group" aria-label={t('timetracking:export.label')}>
      <ExportFormatSelect value={format} onChange={setFormat} />
      <Menu.Root positioning={{ placement: 'bottom-end' }}>
        <Menu.Trigger asChild>
          <Button size="sm" variant="outline" loading={loading}>
            <FileDown />
            {t('timetracking:export.button')}
            <ChevronDown />
          </Button>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content minW="44">
              {PERIODS.map((period) => (
                <Menu.Item key={period.value} value={period.value} onSelect={() => void choose(period.value)}>
                  {t(period.labelKey)}
                </Menu.Item>
              ))}
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      {file && <DownloadReady file={file} />}
    </HStack>
  );
}
