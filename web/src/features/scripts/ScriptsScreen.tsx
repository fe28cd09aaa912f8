import { Grid, Stack } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../components/LoadFailed';
import { PageHeader } from '../../components/PageHeader';
import { SectionCard } from '../../components/SectionCard';
import { PageSpinner } from '../../components/PageSpinner';
import { CreatedTokenPanel } from './CreatedTokenPanel';
import { CreateTokenForm, type CreatedToken } from './CreateTokenForm';
import { PersonalAccessTokensQuery } from './operations';
import { TokenList } from './TokenList';
import { Usage } from './Usage';

/** /scripts: the member's personal access tokens — create (shown once), list, revoke — and how to use them. */
export function ScriptsScreen() {
  const { t } = useTranslation();
  // each visit asks again: last-used times move while the member is elsewhere
  const { data, loading, refetch } = useQuery(PersonalAccessTokensQuery, {
    fetchPolicy: 'cache-and-network',
  });
  // the token just created: shown until the member is done with it, then gone for good
  const [created, setCreated] = useState<CreatedToken | null>(null);
  const [backFromCreated, setBackFromCreated] = useState(false);

  let list;
  if (data) list = <TokenList tokens={data.personalAccessTokens} />;
  else if (loading) list = <PageSpinner />;
  else list = <LoadFailed text={t('scripts:list.loadFailed')} onRetry={() => void refetch()} />;

  return (
    <>
      <PageHeader title={t('scripts:title')} lead={t('scripts:lead')} />
      <Grid
        templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }}
        gap="6"
        alignItems="start"
      >
        <Stack gap="6">
          {created ? (
            <SectionCard>
              <CreatedTokenPanel
                created={created}
                onDone={() => {
                  setCreated(null);
                  setBackFromCreated(true);
                }}
              />
            </SectionCard>
          ) : (
            <SectionCard title={t('scripts:create.title')}>
              <CreateTokenForm onCreated={setCreated} focusName={backFromCreated} />
            </SectionCard>
          )}
          {list}
        </Stack>
        <SectionCard title={t('scripts:usage.title')}>
          <Usage />
        </SectionCard>
      </Grid>
    </>
  );
}
