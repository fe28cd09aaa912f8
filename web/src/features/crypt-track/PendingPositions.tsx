import { Box, Flex, Stack, Text, Wrap } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StaticTable } from '../../components/DataTable/StaticTable';
import type { ColumnDef } from '../../components/DataTable/types';
import { DateTimeText } from '../../components/DateTimeText';
import { PageSpinner } from '../../components/PageSpinner';
import { graphql, useFragment } from '../../gql';
import type { PendingPositions_PositionFragment } from '../../gql/graphql';
import { useLanguage } from '../../i18n';
import { sumDecimals } from '../../lib/decimal';
import { Amount } from './Amount';
import { SILENT } from './CryptTrackLayout';
import { LoadError } from './LoadError';
import { formatPercent, liquidationDistance } from './numbers';
import { CryptTrackPendingPositionsQuery } from './operations';
import { SideBadge } from './SideBadge';

/** What the open positions' table and totals show of a position. */
export const PendingPositionsPositionFragment = graphql(`
  fragment PendingPositions_position on CryptTrackPosition {
    positionId
    productType
    symbol
    marginCoin
    qty
    entryValue
    side
    marginMode
    positionMode
    leverage
    fee
    funding
    realizedPnl
    margin
    unrealizedPnl
    liquidationPrice
    averageOpenPrice
    markPrice
    marginRate
    createdAt
    modifiedAt
  }
`);

type Position = PendingPositions_PositionFragment;

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

/** The position's symbol, above its product type and modes. */
function SymbolCell({ position: p }: { position: Position }) {
  const { t } = useTranslation();
  return (
    <>
      <Text fontWeight="semibold">{p.symbol}</Text>
      <Text textStyle="xs" color="fg.muted" fontWeight="normal">
        {[
          t(`crypt-track:productType.${p.productType}`),
          p.marginMode && t(`crypt-track:marginMode.${p.marginMode}`),
          p.positionMode && t(`crypt-track:positionMode.${p.positionMode}`),
        ]
          .filter(Boolean)
          .join(' · ')}
      </Text>
    </>
  );
}

function MarginRate({ position }: { position: Position }) {
  const lang = useLanguage();
  return <>{formatPercent(position.marginRate, lang) || '–'}</>;
}

function Opened({ position: p }: { position: Position }) {
  const { t } = useTranslation();
  return (
    <>
      {p.createdAt ? <DateTimeText value={p.createdAt} /> : '–'}
      {p.modifiedAt && p.modifiedAt !== p.createdAt && (
        <Text textStyle="xs" color="fg.muted">
          {t('crypt-track:position.modifiedAt')} <DateTimeText value={p.modifiedAt} />
        </Text>
      )}
      <Text textStyle="xs" color="fg.muted">
        {t('crypt-track:position.positionId', { id: p.positionId })}
      </Text>
    </>
  );
}

/** A column of amounts, right-aligned, headed `crypt-track:position.<id>`. */
const amount = (id: string, cell: (p: Position) => ReactNode): ColumnDef<Position> => ({
  id,
  headerKey: `crypt-track:position.${id}`,
  align: 'end',
  cell,
});

/** Every figure of a position (spec 02 §3); on a phone each position is a card of them. */
const COLUMNS: ReadonlyArray<ColumnDef<Position>> = [
  { id: 'symbol', headerKey: 'crypt-track:position.symbol', cell: (p) => <SymbolCell position={p} /> },
  {
    id: 'side',
    headerKey: 'crypt-track:position.side',
    cell: (p) => <SideBadge side={p.side} leverage={p.leverage} />,
  },
  amount('unrealizedPnl', (p) => (
    <Text as="span" fontWeight="semibold">
      <Amount value={p.unrealizedPnl} signed />
    </Text>
  )),
  amount('qty', (p) => <Amount value={p.qty} />),
  amount('averageOpenPrice', (p) => <Amount value={p.averageOpenPrice} />),
  amount('markPrice', (p) => <Amount value={p.markPrice} />),
  amount('liquidationPrice', (p) => (
    <>
      <Amount value={p.liquidationPrice} />
      <Distance position={p} />
    </>
  )),
  amount('margin', (p) => <Amount value={p.margin} unit={p.marginCoin} />),
  amount('entryValue', (p) => <Amount value={p.entryValue} unit={p.marginCoin} />),
  amount('realizedPnl', (p) => <Amount value={p.realizedPnl} signed />),
  amount('fee', (p) => <Amount value={p.fee} />),
  amount('funding', (p) => <Amount value={p.funding} signed />),
  amount('marginRate', (p) => <MarginRate position={p} />),
  { id: 'createdAt', headerKey: 'crypt-track:position.createdAt', cell: (p) => <Opened position={p} /> },
];

/** The open positions of one configuration (spec 02 §3), every amount in the long form. */
export function PendingPositions({ configId }: { configId: string }) {
  const { t } = useTranslation();
  const { data, previousData, loading, error, refetch } = useQuery(CryptTrackPendingPositionsQuery, {
    variables: { configId },
    fetchPolicy: 'cache-and-network',
    context: SILENT,
  });
  const positions = useFragment(
    PendingPositionsPositionFragment,
    (data ?? previousData)?.cryptTrackPendingPositions,
  );

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
          <StaticTable
            columns={COLUMNS}
            rows={positions}
            getRowId={(p) => p.positionId}
            caption={t('crypt-track:pending.caption')}
          />
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
