import { Badge, Box, Heading, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/PageHeader';
import { RoleGate } from '../../components/RoleGate';
import { useLanguage } from '../../i18n';
import { formatDateTime } from '../../lib/format';
import { AssignMember } from './AssignMember';
import { savegameTimeText } from './calendar';
import { useFarm } from './FarmLayout';
import { Money } from './Money';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box display="contents">
      <Text as="dt" color="fg.muted">
        {label}
      </Text>
      <Box as="dd">{children}</Box>
    </Box>
  );
}

/** /games/ls22/farm/{farm_id}: the farm's general data, its players in the savegame and its portal members. */
export function FarmGeneralScreen() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const farm = useFarm();
  const playersId = useId();
  return (
    <>
      <PageHeader
        title={
          <HStack as="span" gap="3" wrap="wrap">
            <span>{farm.name}</span>
            {farm.mine && (
              <Badge colorPalette="green" variant="outline" size="lg">
                {t('ls22:farms.mine')}
              </Badge>
            )}
          </HStack>
        }
        lead={t('ls22:farm.lead', { number: farm.farmId })}
      />
      <Stack gap="8">
        <Box as="dl" display="grid" gridTemplateColumns="max-content 1fr" columnGap="6" rowGap="2" maxW="xl">
          <Fact label={t('ls22:farms.number')}>{farm.farmId}</Fact>
          <Fact label={t('ls22:farms.money')}>
            <Money value={farm.money} />
          </Fact>
          <Fact label={t('ls22:farms.loan')}>
            <Money value={farm.loan} />
          </Fact>
          <Fact label={t('ls22:farms.members')}>
            {farm.members.length > 0 ? farm.members.map((member) => member.name).join(', ') : '–'}
          </Fact>
          <Fact label={t('ls22:farm.updatedAt')}>{formatDateTime(farm.updatedAt, lang)}</Fact>
        </Box>
        <Box as="section" aria-labelledby={playersId}>
          <Heading as="h2" size="md" mb="3" id={playersId}>
            {t('ls22:farm.players')}
          </Heading>
          {farm.players.length === 0 ? (
            <Text color="fg.muted">{t('ls22:farm.noPlayers')}</Text>
          ) : (
            <Table.ScrollArea borderWidth="1px" borderRadius="md">
              <Table.Root size="sm" aria-labelledby={playersId}>
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>{t('ls22:farm.playerName')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('ls22:farm.manager')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('ls22:farm.lastConnected')}</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {farm.players.map((player, index) => (
                    <Table.Row key={player.uniqueUserId ?? index}>
                      <Table.Cell>{player.name ?? t('ls22:farm.unnamed')}</Table.Cell>
                      <Table.Cell>{player.isFarmManager ? t('ls22:yes') : t('ls22:no')}</Table.Cell>
                      <Table.Cell>
                        {player.lastConnected ? savegameTimeText(player.lastConnected, lang) : '–'}
                      </Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Table.ScrollArea>
          )}
        </Box>
        <RoleGate roles={['ADMIN']}>
          <AssignMember farm={farm} />
        </RoleGate>
      </Stack>
    </>
  );
}
