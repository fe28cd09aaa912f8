import { Box, Card, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { formatDuration } from '@portal/contract/duration';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { PageSpinner } from '../../components/PageSpinner';
import { graphql, useFragment, type FragmentType } from '../../gql';
import { usePageName } from '../../lib/pageName';
import { BudgetConsumption } from './BudgetConsumption';
import { Figure } from './durations';
import { NotLoaded } from './NotLoaded';
import { RecordsTable } from './RecordsTable';

// Brands and budgets are few per customer: one page of 100 shows them all.
const CustomerScreenQuery = graphql(`
  query TimeCustomerScreen($id: ID!) {
    timeCustomer(id: $id) {
      id
      name
    }
    timeBrands(perPage: 100, filter: { customerId: $id }) {
      items {
        id
        ...BrandTile_brand
      }
    }
    timeBudgets(perPage: 100) {
      items {
        id
        customerId
        brandId
        ...CustomerBudget_budget
      }
    }
  }
`);

const BrandTileFragment = graphql(`
  fragment BrandTile_brand on TimeBrand {
    id
    name
  }
`);

const CustomerBudgetFragment = graphql(`
  fragment CustomerBudget_budget on TimeBudget {
    id
    name
    targetName
    ...BudgetConsumption_budget
  }
`);

/** A brand's totals: one query per brand, as the server counts them per brand. */
const BrandStatsQuery = graphql(`
  query TimeBrandStats($id: ID!) {
    timeBrandStats(id: $id) {
      brandId
      seconds
      recordCount
      thisMonthSeconds
    }
  }
`);

function BrandTile(props: { brand: FragmentType<typeof BrandTileFragment> }) {
  const { t } = useTranslation();
  const { id, name } = useFragment(BrandTileFragment, props.brand);
  const { data } = useQuery(BrandStatsQuery, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const stats = data?.timeBrandStats;
  return (
    <Card.Root variant="outline" size="sm">
      <Card.Body>
        <Figure
          label={name}
          value={stats ? formatDuration(stats.seconds) : '–'}
          note={
            stats &&
            t('timetracking:customer.brandStats', {
              records: t('timetracking:customer.recordCount', { count: stats.recordCount }),
              month: formatDuration(stats.thisMonthSeconds),
            })
          }
        />
      </Card.Body>
    </Card.Root>
  );
}

function CustomerBudget(props: { budget: FragmentType<typeof CustomerBudgetFragment> }) {
  const budget = useFragment(CustomerBudgetFragment, props.budget);
  return (
    <Card.Root variant="outline" size="sm">
      <Card.Body gap="2">
        <Text fontWeight="medium">
          {budget.name} · {budget.targetName}
        </Text>
        <BudgetConsumption budget={budget} />
      </Card.Body>
    </Card.Root>
  );
}

/** /service/timetracking/customers/{id}: one customer's brands with their time, its budgets and its records. */
export function CustomerScreen() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { data, loading, error, refetch } = useQuery(CustomerScreenQuery, {
    variables: { id },
    fetchPolicy: 'cache-and-network',
  });
  const customer = data?.timeCustomer;
  usePageName(customer?.name);
  if (!customer && loading) return <PageSpinner />;
  if (!customer)
    return (
      <NotLoaded
        error={error}
        onRetry={() => void refetch()}
        notFound={t('timetracking:customer.notFound')}
      />
    );
  const brandList = data?.timeBrands.items ?? [];
  // the budgets on the customer or on one of its brands
  const brandIds = new Set(brandList.map((brand) => brand.id));
  const budgetList = (data?.timeBudgets.items ?? []).filter(
    (budget) =>
      budget.customerId === customer.id || (budget.brandId !== null && brandIds.has(budget.brandId)),
  );
  return (
    <Stack gap="6">
      <Heading as="h2" size="lg" overflowWrap="anywhere">
        {customer.name}
      </Heading>
      <Box as="section" aria-labelledby="tt-customer-brands">
        <Heading as="h3" size="md" mb="3" id="tt-customer-brands">
          {t('timetracking:customer.brands')}
        </Heading>
        {brandList.length === 0 ? (
          <Text color="fg.muted">{t('timetracking:customer.noBrands')}</Text>
        ) : (
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="3">
            {brandList.map((brand) => (
              <BrandTile key={brand.id} brand={brand} />
            ))}
          </SimpleGrid>
        )}
      </Box>
      {budgetList.length > 0 && (
        <Box as="section" aria-labelledby="tt-customer-budgets">
          <Heading as="h3" size="md" mb="3" id="tt-customer-budgets">
            {t('timetracking:budget.listTitle')}
          </Heading>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
            {budgetList.map((budget) => (
              <CustomerBudget key={budget.id} budget={budget} />
            ))}
          </SimpleGrid>
        </Box>
      )}
      <RecordsTable customerId={customer.id} />
    </Stack>
  );
}
