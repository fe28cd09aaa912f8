import { Box, Button, Heading, HStack, Stack } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Link2, Unlink } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrors } from '../../components/FormErrors';
import { FormField } from '../../components/FormField';
import { Select } from '../../components/Select';
import { evictFields } from '../../lib/evictFields';
import { notifySuccess } from '../../lib/toast';
import { useFieldErrors } from '../../lib/useFieldErrors';
import { useFormValues } from '../../lib/useFormValues';
import type { Ls22FarmData } from './FarmLayout';
import { AssignLs22FarmUserMutation, Ls22AssignableMembersQuery } from './operations';

const FIELDS = ['userId'] as const;

/**
 * Links a member to the farm (admins): it becomes their farm, listed first and marked; a member has one farm, so the
 * server moves them from an earlier one. The member is picked from those who may open LS22 (names can repeat: the
 * e-mail tells them apart).
 */
export function AssignMember({ farm }: { farm: Ls22FarmData }) {
  const { t } = useTranslation();
  const headingId = useId();
  const errors = useFieldErrors(FIELDS);
  const { values, field, setValues } = useFormValues({ userId: '' }, errors);
  const [invalid, setInvalid] = useState(false);
  const members = useQuery(Ls22AssignableMembersQuery);
  const options = (members.data?.ls22AssignableMembers ?? []).map((member) => ({
    value: member.id,
    label: `${member.name} (${member.email})`,
  }));
  const [assign, { loading }] = useMutation(AssignLs22FarmUserMutation, {
    // every farm's `mine` and order may change
    update: (cache) => evictFields(cache, 'ls22Farms', 'ls22Farm'),
  });

  const run = async (userId: string | null) => {
    errors.clear();
    try {
      const { data } = await assign({ variables: { farmId: farm.id, userId }, context: errors.context });
      if (!data) return;
      const names = data.assignLs22FarmUser.members.map((member) => member.name).join(', ');
      notifySuccess(
        userId
          ? t('ls22:assign.done', { farm: farm.name, members: names })
          : t('ls22:assign.unlinked', { farm: farm.name }),
      );
      setValues({ userId: '' });
    } catch (error) {
      errors.capture(error);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const userId = values.userId;
    const valid = userId !== '';
    setInvalid(!valid);
    if (valid) void run(userId);
  };

  return (
    <Box as="section" aria-labelledby={headingId} borderWidth="1px" borderRadius="md" p="4">
      <Heading as="h2" size="md" mb="3" id={headingId}>
        {t('ls22:assign.title')}
      </Heading>
      <form id={errors.formId} onSubmit={submit} noValidate>
        <Stack gap="3" maxW="md">
          <FormErrors messages={errors.otherErrors} />
          <FormField
            label={t('ls22:assign.userId')}
            helper={members.error ? t('ls22:assign.membersFailed') : t('ls22:assign.help')}
            error={invalid ? t('ls22:assign.invalid') : field('userId').error}
            required
          >
            <Select
              name="userId"
              value={values.userId}
              onChange={(value) => {
                setInvalid(false);
                field('userId').onChange(value);
              }}
              options={options}
              placeholder={t('ls22:assign.pick')}
              disabled={members.loading && !members.data}
            />
          </FormField>
          <HStack gap="2" wrap="wrap">
            <Button type="submit" colorPalette="green" loading={loading}>
              <Link2 />
              {t('ls22:assign.submit')}
            </Button>
            {farm.members.length > 0 && (
              <Button variant="outline" colorPalette="red" disabled={loading} onClick={() => void run(null)}>
                <Unlink />
                {t('ls22:assign.unlink')}
              </Button>
            )}
          </HStack>
        </Stack>
      </form>
    </Box>
  );
}
