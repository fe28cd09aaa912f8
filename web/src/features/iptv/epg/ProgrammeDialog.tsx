import { DataList, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/Modal';
import { useLanguage } from '../../../i18n';
import { formatSpanEnds } from '../../../lib/format';
import type { EpgChannel, EpgProgramme } from './EpgGrid';

/** A programme's details: channel, day and time, and whatever the feed says about it. */
export function ProgrammeDialog({
  channel,
  programme,
  onClose,
}: {
  channel: EpgChannel;
  programme: EpgProgramme;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [from, to] = formatSpanEnds(programme.start, programme.stop, lang);
  const time = t('iptv:member.epg.range', { from, to });
  const fields: [string, string | null | undefined][] = [
    ['channel', channel.name],
    ['time', time],
    ['subtitle', programme.subtitle],
    ['category', programme.category],
  ];
  return (
    <Modal open onClose={onClose} title={programme.title}>
      <DataList.Root orientation="horizontal" gap="3">
        {fields
          .filter((field): field is [string, string] => Boolean(field[1]))
          .map(([key, value]) => (
            <DataList.Item key={key}>
              <DataList.ItemLabel>{t(`iptv:member.epg.${key}`)}</DataList.ItemLabel>
              <DataList.ItemValue>{value}</DataList.ItemValue>
            </DataList.Item>
          ))}
      </DataList.Root>
      <Text mt="4" whiteSpace="pre-line" color={programme.description ? undefined : 'fg.muted'}>
        {programme.description || t('iptv:member.epg.noDescription')}
      </Text>
    </Modal>
  );
}
