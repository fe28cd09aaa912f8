import { Alert, Button, Flex, Stack } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { FormErrors } from '../../components/FormErrors';
import { RouterLink } from '../../components/RouterLink';
import { TextField } from '../../components/TextField';
import { useFieldErrors } from '../../lib/useFieldErrors';
import { useFormValues } from '../../lib/useFormValues';
import { AuthCard } from './AuthCard';
import { ForgotPasswordMutation } from './operations';

const FIELDS = ['email'] as const;

/** E-mail in; the server's confirmation (or its field error) out. */
export function ForgotPasswordScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [confirmation, setConfirmation] = useState<string | null>(null);
  const errors = useFieldErrors(FIELDS);
  const { values, field } = useFormValues({ email: params.get('email') ?? '' }, errors);
  const { email } = values;
  const [forgotPassword, { loading }] = useMutation(ForgotPasswordMutation);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    errors.clear();
    setConfirmation(null);
    try {
      const { data } = await forgotPassword({ variables: { email: email.trim() } });
      if (data) setConfirmation(data.forgotPassword);
    } catch (error) {
      errors.capture(error);
    }
  };

  return (
    <AuthCard title={t('auth:forgot.title')} intro={t('auth:forgot.intro')}>
      <form id={errors.formId} onSubmit={onSubmit} noValidate>
        <Stack gap="4">
          {confirmation && (
            <Alert.Root status="success" borderRadius="md" role="status">
              <Alert.Indicator />
              <Alert.Description>{confirmation}</Alert.Description>
            </Alert.Root>
          )}
          <FormErrors messages={errors.otherErrors} />
          <TextField
            {...field('email')}
            label={t('auth:forgot.email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            required
          />
          <Button type="submit" colorPalette="teal" loading={loading} w="full">
            {t('auth:forgot.submit')}
          </Button>
          <Flex justify="center">
            <RouterLink to="/login" textStyle="sm">
              {t('auth:forgot.back')}
            </RouterLink>
          </Flex>
        </Stack>
      </form>
    </AuthCard>
  );
}
