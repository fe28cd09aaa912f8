import { Box, Button, Flex } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrors } from '../../components/FormErrors';
import { TextField } from '../../components/TextField';
import { notifySuccess } from '../../lib/toast';
import { useFieldErrors } from '../../lib/useFieldErrors';
import { useFormValues } from '../../lib/useFormValues';
import { evictFields } from '../../lib/evictFields';
import { CreateIptvListMutation } from './memberOperations';

/** Creates a list by name and hands its id on (the channels screen makes it the target). */
export function CreateListForm({ onCreated }: { onCreated: (id: string) => void }) {
  const { t } = useTranslation();
  const errors = useFieldErrors(['name']);
  const { values, field, setValues } = useFormValues({ name: '' }, errors);
  const [create, { loading }] = useMutation(CreateIptvListMutation, {
    update: (cache) => evictFields(cache, 'iptvLists'),
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    errors.clear();
    try {
      const { data } = await create({ variables: { name: values.name.trim() } });
      if (!data) return;
      notifySuccess(t('iptv:member.lists.created', { name: data.createIptvList.name }));
      setValues({ name: '' });
      onCreated(data.createIptvList.id);
    } catch (error) {
      errors.capture(error);
    }
  };

  return (
    <form id={errors.formId} onSubmit={onSubmit} noValidate>
      <FormErrors messages={errors.otherErrors} />
      <Flex gap="3" align="flex-end" wrap="wrap">
        <Box flex="1" minW="48" maxW="sm">
          <TextField {...field('name')} label={t('iptv:member.lists.newName')} autoComplete="off" required />
        </Box>
        <Button type="submit" colorPalette="teal" loading={loading}>
          {t('iptv:member.lists.create')}
        </Button>
      </Flex>
    </form>
  );
}
