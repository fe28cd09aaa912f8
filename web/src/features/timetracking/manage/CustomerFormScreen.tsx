import { Alert, Button, Card, Flex, Stack } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { FormErrors } from '../../../components/FormErrors';
import { PageHeader } from '../../../components/PageHeader';
import { PageSpinner } from '../../../components/PageSpinner';
import { RouterLink } from '../../../components/RouterLink';
import { TextField } from '../../../components/TextField';
import { notifySuccess } from '../../../lib/toast';
import { useFieldErrors } from '../../../lib/useFieldErrors';
import { useFormValues } from '../../../lib/useFormValues';
import { CreateTimeCustomerMutation, TimeCustomerQuery, UpdateTimeCustomerMutation } from '../operations';
import { CUSTOMERS } from './CustomersListScreen';
import { evicting } from './ManagedList';

/** The customer's form; after saving, back to the list. */
function CustomerForm({ id, name }: { id?: string; name: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const errors = useFieldErrors(['name']);
  const { values, field } = useFormValues({ name }, errors);
  const evict = evicting('timeCustomers', 'timeDropdownData');
  const [create, { loading: creating }] = useMutation(CreateTimeCustomerMutation, evict);
  const [update, { loading: updating }] = useMutation(UpdateTimeCustomerMutation, evict);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    errors.clear();
    const input = { name: values.name.trim() };
    try {
      const saved = id
        ? (await update({ variables: { id, input } })).data?.updateTimeCustomer
        : (await create({ variables: { input } })).data?.createTimeCustomer;
      if (!saved) return;
      notifySuccess(t(`timetracking:customer.${id ? 'saved' : 'created'}`, { name: saved.name }));
      await navigate(`${CUSTOMERS}/list`);
    } catch (error) {
      errors.capture(error);
    }
  };

  return (
    <Card.Root variant="outline" maxW="xl">
      <Card.Body>
        <form id={errors.formId} onSubmit={(event) => void onSubmit(event)} noValidate>
          <Stack gap="4">
            <FormErrors messages={errors.otherErrors} />
            <TextField {...field('name')} label={t('timetracking:name')} autoComplete="off" required />
            <Flex gap="3" justify="space-between" align="center" wrap="wrap">
              <RouterLink to={`${CUSTOMERS}/list`}>{t('timetracking:customer.backToList')}</RouterLink>
              <Button type="submit" colorPalette="teal" loading={creating || updating}>
                {t(id ? 'timetracking:save' : 'timetracking:customer.create')}
              </Button>
            </Flex>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}

/** /service/timetracking/manage/customers/create. */
export function CustomerCreateScreen() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('timetracking:customer.createTitle')} lead={t('timetracking:customer.lead')} />
      <CustomerForm name="" />
    </>
  );
}

/** /service/timetracking/manage/customers/{id}/edit. */
export function CustomerEditScreen() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { data, loading } = useQuery(TimeCustomerQuery, {
    variables: { id },
    fetchPolicy: 'cache-and-network',
  });
  const customer = data?.timeCustomer;
  let body;
  if (!customer && loading) body = <PageSpinner />;
  else if (!customer)
    body = (
      <Alert.Root status="warning" borderRadius="md">
        <Alert.Indicator />
        <Alert.Description>{t('timetracking:customer.notFound')}</Alert.Description>
      </Alert.Root>
    );
  else body = <CustomerForm key={customer.id} id={customer.id} name={customer.name} />;
  return (
    <>
      <PageHeader title={t('timetracking:customer.editTitle')} lead={customer?.name} />
      {body}
    </>
  );
}
