import { Button, Fieldset, Input, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { Plus } from 'lucide-react';
import { useEffect, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrors } from '../../components/FormErrors';
import { FormField } from '../../components/FormField';
import { TextField } from '../../components/TextField';
import type { CreatePersonalAccessTokenMutation, PersonalAccessTokenScope } from '../../gql/graphql';
import { useFieldErrors } from '../../lib/useFieldErrors';
import { useFormValues } from '../../lib/useFormValues';
import { CreatePersonalAccessTokenMutation as CreateMutation, PersonalAccessTokensQuery } from './operations';
import { endOfDay, today } from './token';

export type CreatedToken = CreatePersonalAccessTokenMutation['createPersonalAccessToken'];

const FIELDS = ['name', 'scope', 'expiresAt'] as const;
const SCOPES: readonly PersonalAccessTokenScope[] = ['READ_ONLY', 'FULL'];

/** Name, scope and optional expiry → createPersonalAccessToken; the new token goes to the top of the cached list. */
export function CreateTokenForm({
  onCreated,
  focusName = false,
}: {
  onCreated: (created: CreatedToken) => void;
  /** Put the focus into the name field (back from the new token's panel, whose button is gone). */
  focusName?: boolean;
}) {
  const { t } = useTranslation();
  const errors = useFieldErrors(FIELDS);
  const { values, field } = useFormValues({ name: '', scope: 'READ_ONLY', expiresAt: '' }, errors);
  useEffect(() => {
    if (focusName)
      document.getElementById(errors.formId)?.querySelector<HTMLInputElement>('input[name="name"]')?.focus();
  }, [focusName, errors.formId]);
  const [create, { loading }] = useMutation(CreateMutation, {
    update(cache, { data }) {
      const created = data?.createPersonalAccessToken.personalAccessToken;
      if (!created) return;
      cache.updateQuery({ query: PersonalAccessTokensQuery }, (list) =>
        list
          ? {
              personalAccessTokens: [
                created,
                ...list.personalAccessTokens.filter((p) => p.id !== created.id),
              ],
            }
          : list,
      );
    },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    errors.clear();
    try {
      const { data } = await create({
        variables: {
          input: {
            name: values.name.trim(),
            scope: values.scope as PersonalAccessTokenScope,
            expiresAt: values.expiresAt ? endOfDay(values.expiresAt) : null,
          },
        },
        context: errors.context,
      });
      if (data) onCreated(data.createPersonalAccessToken);
    } catch (error) {
      errors.capture(error);
    }
  };

  const scope = field('scope');
  const expiresAt = field('expiresAt');
  return (
    <form id={errors.formId} onSubmit={(event) => void submit(event)} noValidate autoComplete="off">
      <Stack gap="4">
        <FormErrors messages={errors.otherErrors} />
        <TextField
          {...field('name')}
          label={t('scripts:create.name')}
          helper={t('scripts:create.nameHelp')}
          required
        />
        {/* a fieldset: Ark's radio group takes its name (the legend) and invalid state from it */}
        <Fieldset.Root invalid={Boolean(scope.error)}>
          <Fieldset.Legend textStyle="sm" fontWeight="medium">
            {t('scripts:create.scope')}
          </Fieldset.Legend>
          <RadioGroup.Root
            name="scope"
            value={scope.value}
            onValueChange={(details) => details.value && scope.onChange(details.value)}
            colorPalette="teal"
            size="sm"
          >
            <Stack direction={{ base: 'column', sm: 'row' }} gap="2">
              {SCOPES.map((value) => (
                <RadioGroup.Item
                  key={value}
                  value={value}
                  flex="1"
                  alignItems="flex-start"
                  borderWidth="1px"
                  borderRadius="md"
                  px="3"
                  py="2.5"
                  cursor="pointer"
                  _checked={{ borderColor: 'teal.solid', bg: 'teal.subtle' }}
                >
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator mt="0.5" />
                  <RadioGroup.ItemText>
                    <Text as="span" display="block" fontWeight="medium">
                      {t(`scripts:scope.${value}`)}
                    </Text>
                    <Text as="span" display="block" textStyle="xs" color="fg.muted">
                      {t(`scripts:scopeHelp.${value}`)}
                    </Text>
                  </RadioGroup.ItemText>
                </RadioGroup.Item>
              ))}
            </Stack>
          </RadioGroup.Root>
          {scope.error && <Fieldset.ErrorText>{scope.error}</Fieldset.ErrorText>}
        </Fieldset.Root>
        <FormField
          label={t('scripts:create.expiresAt')}
          helper={t('scripts:create.expiresAtHelp')}
          error={expiresAt.error}
        >
          <Input
            type="date"
            name="expiresAt"
            min={today()}
            value={expiresAt.value}
            onChange={(event) => expiresAt.onChange(event.target.value)}
            maxW={{ sm: '52' }}
          />
        </FormField>
        <Button type="submit" colorPalette="teal" loading={loading} alignSelf="flex-start">
          <Plus />
          {t('scripts:create.submit')}
        </Button>
      </Stack>
    </form>
  );
}
