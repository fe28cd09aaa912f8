import { Button, HStack, Stack } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrors } from '../../components/FormErrors';
import { Modal } from '../../components/Modal';
import { FieldControl } from './EntityFormDialog';
import { TimeTrackingSettingsQuery } from './operations';
import { isoOfLocal, localOfIso, useTimeZone } from './timeZone';

/**
 * When a forgotten clock is meant to have stopped: its start plus the member's reminder hours (when that lies
 * behind), else now.
 */
export function defaultStop(start: string, remindAfterHours: number | undefined, nowMs: number): string {
  const reminded = Date.parse(start) + (remindAfterHours ?? 0) * 3_600_000;
  return new Date(remindAfterHours && reminded < nowMs ? reminded : nowMs).toISOString();
}

/** Stops the running record at a time typed in the member's time zone (the server checks it lies after the start). */
export function StopAtForm({
  start,
  onStop,
  onClose,
  busy,
}: {
  /** The running record's start. */
  start: string;
  /** Stops at the ISO instant; answers whether it went through (the form then closes). */
  onStop: (stop: string) => Promise<boolean>;
  onClose: () => void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const zone = useTimeZone();
  const formId = useId();
  const { data } = useQuery(TimeTrackingSettingsQuery, { fetchPolicy: 'cache-first' });
  const remind = data?.timeTrackingSettings.remindAfterHours;
  const [typed, setTyped] = useState<string | null>(null);
  const [invalid, setInvalid] = useState(false);
  const [openedAt] = useState(() => Date.now());
  // the default follows the settings and the zone until the member types a time
  const value = typed ?? localOfIso(defaultStop(start, remind, openedAt), zone);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const stop = isoOfLocal(value, zone);
    setInvalid(!stop);
    if (stop && (await onStop(stop))) onClose();
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={t('timetracking:timer.stopAtTitle')}
      footer={
        <HStack gap="2">
          <Button variant="outline" onClick={onClose}>
            {t('timetracking:cancel')}
          </Button>
          <Button type="submit" form={formId} colorPalette="red" loading={busy}>
            {t('timetracking:timer.stopAtSubmit')}
          </Button>
        </HStack>
      }
    >
      <form id={formId} onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="4">
          <FormErrors messages={invalid ? [t('timetracking:timer.stopAtInvalid')] : []} />
          <FieldControl
            def={{
              name: 'stop',
              label: t('timetracking:timer.stopAt'),
              kind: 'datetime',
              required: true,
              helper: t('timetracking:timer.stopAtHelp'),
            }}
            field={{ name: 'stop', value, onChange: setTyped }}
          />
        </Stack>
      </form>
    </Modal>
  );
}
