import { Button, Card, Flex, Stack } from '@chakra-ui/react';
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
import { graphql, useFragment, type FragmentType } from '../../../gql';
import { evictFields } from '../../../lib/evictFields';
import { NotLoaded } from '../NotLoaded';
import { CUSTOMERS } from './CustomersListScreen';

const CustomerFormFragment = graphql(`
  fragment CustomerForm_customer on TimeCustomer {
    id
    name
  }
`);

const CreateCustomerMutation = graphql(`
  mutation CreateTimeCustomer($input: TimeCustomerInput!) {
    createTimeCustomer(input: $input) {
      ...CustomerForm_customer
    }
  }
`);

const UpdateCustomerMutation = graphql(`
  mutation UpdateTimeCustomer($id: ID!, $input: TimeCustomerInput!) {
    updateTimeCustomer(id: $id, input: $input) {
      ...CustomerForm_customer
    }
  }
`);

const CustomerEditQuery = graphql(`
  query TimeCustomerEdit($id: ID!) {
    timeCustomer(id: $id) {
      id
      name
      ...CustomerForm_customer
    }
  }
`);

/** The customer's form (a new one without `customer`); after saving, back to the list. */
function CustomerForm(props: { customer?: FragmentType<typeof CustomerFormFragment> }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const customer = useFragment(CustomerFormFragment, props.customer);
  const id = customer?.id;
  const errors = useFieldErrors(['name']);
  const { values, field } = useFormValues({ name: customer?.name ?? '' }, errors);
  // a new customer joins the lists and the choices; a changed one comes back and updates them itself
  const [create, { loading: creating }] = useMutation(CreateCustomerMutation, {
    update: (cache) => evictFields(cache, 'timeCustomers', 'timeDropdownData'),
  });
  const [update, { loading: updating }] = useMutation(UpdateCustomerMutation);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    errors.clear();
    const input = { name: values.name.trim() };
    try {
      const { data } = id
        ? await update({ variables: { id, input } })
        : await create({ variables: { input } });
      if (!data) return;
      notifySuccess(t(`timetracking:customer.${id ? 'saved' : 'created'}`, { name: input.name }));
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
      <CustomerForm />
    </>
  );
}

/** /service/timetracking/manage/customers/{id}/edit. */
export function CustomerEditScreen() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { data, loading, error, refetch } = useQuery(CustomerEditQuery, {
    variables: { id },
    fetchPolicy: 'cache-and-network',
  });
  const customer = data?.timeCustomer;
  let body;
  if (!customer && loading) body = <PageSpinner />;
  else if (!customer)
    body = (
      <NotLoaded
        error={error}
        onRetry={() => void refetch()}
        notFound={t('timetracking:customer.notFound')}
      />
    );
  else body = <CustomerForm key={customer.id} customer={customer} />;
  return (
    <>
      <PageHeader title={t('timetracking:customer.editTitle')} lead={customer?.name} />
      {body}
    </>
  );
}
