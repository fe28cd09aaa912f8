import { Box, Flex, Stack, Table, Text, Wrap } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { DateTimeText } from '../../components/DateTimeText';
import { PageSpinner } from '../../components/PageSpinner';
import type { CryptTrackPendingPositionsQuery as PendingData } from '../../gql/graphql';
import { useLanguage } from '../../i18n';
import { sumDecimals } from '../../lib/decimal';
import { Amount } from './Amount';
import { SILENT } from './CryptTrackLayout';
import { LoadError } from './LoadError';
import { formatPercent, liquidationDistance } from './numbers';
import { CryptTrackPendingPositionsQuery } from './operations';
import { SideBadge } from './SideBadge';

type Position = PendingData['cryptTrackPendingPositions'][number];

/** Below this distance to liquidation the figure turns orange, below the second red (it is always written out). */
const DISTANCE_WARN = 0.25;
const DISTANCE_DANGER = 0.1;

function Distance({ position }: { position: Position }) {
  const lang = useLanguage();
  const ratio = liquidationDistance(position.markPrice, position.liquidationPrice);
  if (ratio === null) return null;
  const value = Number(ratio); // only to pick a colour; the text is formatted from the exact ratio
  return (
    <Text
      as="span"
      display="block"
      textStyle="xs"
      whiteSpace="nowrap"
      color={value < DISTANCE_DANGER ? 'red.fg' : value < DISTANCE_WARN ? 'orange.fg' : 'fg.muted'}
    >
      {formatPercent(ratio, lang)}
    </Text>
  );
}

/** The open positions' unrealized PnL added up per margin coin, above the table. */
function Totals({ positions }: { positions: readonly Position[] }) {
  const { t } = useTranslation();
  const byCoin = new Map<string, Position[]>();
  for (const position of positions) {
    const coin = position.marginCoin ?? '';
    byCoin.set(coin, [...(byCoin.get(coin) ?? []), position]);
  }
  return (
    <Wrap gap="6" role="group" aria-label={t('crypt-track:pending.totals')}>
      {[...byCoin].map(([coin, list]) => (
        <Stack key={coin} gap="0">
          <Text textStyle="xs" color="fg.muted">
            {t('crypt-track:pending.totalPnl', { coin: coin || '–', count: list.length })}
          </Text>
          <Text textStyle="lg" fontWeight="semibold">
            <Amount value={sumDecimals(list.map((p) => p.unrealizedPnl))} form="short" signed unit={coin} />
          </Text>
        </Stack>
      ))}
    </Wrap>
  );
}

const HEADERS = [
  ['symbol', 'start'],
  ['side', 'start'],
  ['unrealizedPnl', 'end'],
  ['qty', 'end'],
  ['averageOpenPrice', 'end'],
  ['markPrice', 'end'],
  ['liquidationPrice', 'end'],
  ['margin', 'end'],
  ['entryValue', 'end'],
  ['realizedPnl', 'end'],
  ['fee', 'end'],
  ['funding', 'end'],
  ['marginRate', 'end'],
  ['createdAt', 'start'],
] as const;

/** The open positions of one configuration (spec 02 §3), every amount in the long form. */
export function PendingPositions({ configId }: { configId: string }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { data, previousData, loading, error, refetch } = useQuery(CryptTrackPendingPositionsQuery, {
    variables: { configId },
    fetchPolicy: 'cache-and-network',
    context: SILENT,
  });
  const positions = (data ?? previousData)?.cryptTrackPendingPositions;

  if (!positions && loading) return <PageSpinner />;
  if (!positions) return <LoadError error={error} onRetry={() => void refetch()} />;
  return (
    <Stack gap="4">
      {error && <LoadError error={error} onRetry={() => void refetch()} stale />}
      {positions.length === 0 ? (
        <Text color="fg.muted" py="6" textAlign="center">
          {t('crypt-track:pending.empty')}
        </Text>
      ) : (
        <>
          <Totals positions={positions} />
          {/* focusable, so that keyboard users can scroll the wide table sideways */}
          <Table.ScrollArea
            borderWidth="1px"
            borderRadius="md"
            tabIndex={0}
            role="region"
            aria-label={t('crypt-track:pending.caption')}
          >
            <Table.Root size="sm" stickyHeader>
              <Table.Caption srOnly>{t('crypt-track:pending.caption')}</Table.Caption>
              <Table.Header>
                <Table.Row>
                  {HEADERS.map(([key, align]) => (
                    <Table.ColumnHeader key={key} textAlign={align} whiteSpace="nowrap">
                      {t(`crypt-track:position.${key}`)}
                    </Table.ColumnHeader>
                  ))}
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {positions.map((p) => (
                  <Table.Row key={p.positionId}>
                    <Table.Cell>
                      <Text fontWeight="semibold">{p.symbol}</Text>
                      <Text textStyle="xs" color="fg.muted" whiteSpace="nowrap">
                        {[
                          t(`crypt-track:productType.${p.productType}`),
                          p.marginMode && t(`crypt-track:marginMode.${p.marginMode}`),
                          p.positionMode && t(`crypt-track:positionMode.${p.positionMode}`),
                        ]
                          .filter(Boolean)
                          .join(' · ')}
                      </Text>
                    </Table.Cell>
                    <Table.Cell>
                      <SideBadge side={p.side} leverage={p.leverage} />
                    </Table.Cell>
                    <Table.Cell textAlign="end" fontWeight="semibold">
                      <Amount value={p.unrealizedPnl} signed />
                    </Table.Cell>
                    <Table.Cell textAlign="end">
                      <Amount value={p.qty} />
                    </Table.Cell>
                    <Table.Cell textAlign="end">
                      <Amount value={p.averageOpenPrice} />
                    </Table.Cell>
                    <Table.Cell textAlign="end">
                      <Amount value={p.markPrice} />
                    </Table.Cell>
                    <Table.Cell textAlign="end">
                      <Amount value={p.liquidationPrice} />
                      <Distance position={p} />
                    </Table.Cell>
                    <Table.Cell textAlign="end">
                      <Amount value={p.margin} unit={p.marginCoin} />
                    </Table.Cell>
                    <Table.Cell textAlign="end">
                      <Amount value={p.entryValue} unit={p.marginCoin} />
                    </Table.Cell>
                    <Table.Cell textAlign="end">
                      <Amount value={p.realizedPnl} signed />
                    </Table.Cell>
                    <Table.Cell textAlign="end">
                      <Amount value={p.fee} />
                    </Table.Cell>
                    <Table.Cell textAlign="end">
                      <Amount value={p.funding} signed />
                    </Table.Cell>
                    <Table.Cell textAlign="end" whiteSpace="nowrap">
                      {formatPercent(p.marginRate, lang) || '–'}
                    </Table.Cell>
                    <Table.Cell whiteSpace="nowrap">
                      {p.createdAt ? <DateTimeText value={p.createdAt} /> : '–'}
                      {p.modifiedAt && p.modifiedAt !== p.createdAt && (
                        <Text textStyle="xs" color="fg.muted">
                          {t('crypt-track:position.modifiedAt')} <DateTimeText value={p.modifiedAt} />
                        </Text>
                      )}
                      <Text textStyle="xs" color="fg.muted">
                        {t('crypt-track:position.positionId', { id: p.positionId })}
                      </Text>
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
          <Flex justify="flex-end">
            <Box as="p" textStyle="xs" color="fg.muted">
              {t('crypt-track:pending.distanceHint')}
            </Box>
          </Flex>
        </>
      )}
    </Stack>
  );
}
