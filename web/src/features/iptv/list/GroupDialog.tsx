import { Button, HStack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/Modal';
import { GroupInput } from '../GroupInput';
import type { GroupDialogMode } from './ListRows';

/** Copy or move rows to a group: pick one of the list's groups or type a new one, then OK. */
export function GroupDialog({
  mode,
  count,
  groups,
  onSubmit,
  onClose,
}: {
  mode: GroupDialogMode;
  count: number;
  groups: readonly string[];
  /** Answers whether it went through (the dialog closes then). */
  onSubmit: (group: string) => Promise<boolean>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [group, setGroup] = useState('');
  const [busy, setBusy] = useState(false);
  const [missing, setMissing] = useState(false);
  const formId = `iptv-group-${mode}`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const target = group.trim();
    if (!target) {
      setMissing(true);
      return;
    }
    setBusy(true);
    const done = await onSubmit(target);
    setBusy(false);
    if (done) onClose();
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={t(mode === 'copy' ? 'iptv:member.list.copyTitle' : 'iptv:member.list.moveTitle')}
      footer={
        <HStack gap="2">
          <Button variant="outline" onClick={onClose}>
            {t('iptv:member.cancel')}
          </Button>
          <Button type="submit" form={formId} colorPalette="teal" loading={busy}>
            {t('iptv:member.ok')}
          </Button>
        </HStack>
      }
    >
      <form id={formId} onSubmit={(event) => void submit(event)} noValidate>
        <Text mb="3" textStyle="sm" color="fg.muted">
          {t('iptv:member.list.groupDialogLead', { count })}
        </Text>
        <GroupInput
          label={t('iptv:member.list.targetGroup')}
          value={group}
          onChange={(value) => {
            setGroup(value);
            setMissing(false);
          }}
          groups={groups}
          error={missing ? t('iptv:member.list.groupRequired') : undefined}
        />
      </form>
    </Modal>
  );
}
