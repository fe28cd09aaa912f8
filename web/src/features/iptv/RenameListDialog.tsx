import { Button, HStack } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrors } from '../../components/FormErrors';
import { Modal } from '../../components/Modal';
import { TextField } from '../../components/TextField';
import { notifySuccess } from '../../lib/toast';
import { useFieldErrors } from '../../lib/useFieldErrors';
import { useFormValues } from '../../lib/useFormValues';
import { RenameIptvListMutation } from './memberOperations';

/** Renames a list; server refusals show under the name. Mounted only while open, so it starts from the list's name. */
export function RenameListDialog({
  list,
  onClose,
}: {
  list: { id: string; name: string };
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const errors = useFieldErrors(['name']);
  const { values, field } = useFormValues({ name: list.name }, errors);
  const [rename, { loading }] = useMutation(RenameIptvListMutation);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    errors.clear();
    try {
      const { data } = await rename({ variables: { id: list.id, name: values.name.trim() } });
      if (!data) return;
      notifySuccess(t('iptv:member.lists.renamed', { name: data.renameIptvList.name }));
      onClose();
    } catch (error) {
      errors.capture(error);
    }
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={t('iptv:member.lists.renameTitle')}
      footer={
        <HStack gap="2">
          <Button variant="outline" onClick={onClose}>
            {t('iptv:member.cancel')}
          </Button>
          <Button type="submit" form={errors.formId} colorPalette="teal" loading={loading}>
            {t('iptv:member.save')}
          </Button>
        </HStack>
      }
    >
      <form id={errors.formId} onSubmit={onSubmit} noValidate>
        <FormErrors messages={errors.otherErrors} />
        <TextField {...field('name')} label={t('iptv:member.lists.name')} autoComplete="off" required />
      </form>
    </Modal>
  );
}
