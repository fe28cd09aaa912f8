import { Badge, Box, Flex, HStack, Skeleton, Text, Wrap } from '@chakra-ui/react';
import { ShieldCheck, Tractor } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../components/LoadFailed';
import { Tag } from '../../components/Tag';
import { useLanguage } from '../../i18n';
import { formatDateTime } from '../../lib/format';
import { useInGameDateText } from './calendar';
import { useLs22Server, type Ls22ServerData } from './useServer';

type Status = 'online' | 'offline' | 'unreadable';

/** Online when the stats carry a version (spec 02 §4); an unreadable feed says so rather than "offline". */
export const statusOf = (server: Pick<Ls22ServerData, 'online' | 'state'>): Status =>
  server.online ? 'online' : server.state === 'UNREADABLE' ? 'unreadable' : 'offline';

const PALETTE: Record<Status, string> = { online: 'green', offline: 'red', unreadable: 'orange' };

/**
 * Why the server is not online: the backend's reason (without a leading "SERVER OFFLINE: " the badge beside it
 * already says), or what its state says when it gave none.
 */
function useReason(server: Ls22ServerData): string | null {
  const { t } = useTranslation();
  if (server.online) return null;
  if (server.lastError) {
    const label = `${t(`ls22:status.${statusOf(server)}`)}:`.toLowerCase();
    const reason = server.lastError.toLowerCase().startsWith(label)
      ? server.lastError.slice(label.length).trim()
      : server.lastError;
    return reason || null;
  }
  if (server.state === 'UNCONFIGURED' || server.state === 'PENDING') return t(`ls22:state.${server.state}`);
  return null;
}

export function ServerStatus({ server }: { server: Ls22ServerData }) {
  const { t } = useTranslation();
  const status = statusOf(server);
  const reason = useReason(server);
  return (
    <HStack gap="2" wrap="wrap" aria-live="polite" data-testid="ls22-status">
      <Badge colorPalette={PALETTE[status]} variant="subtle" size="lg" fontWeight="bold">
        {t(`ls22:status.${status}`)}
      </Badge>
      {reason && (
        <Text textStyle="sm" color="fg.muted">
          {reason}
        </Text>
      )}
    </HStack>
  );
}

/** The online players as tags, admins marked (the mark is named for screen readers), or 'nobody online'. */
export function PlayerTags({ players }: { players: Ls22ServerData['players'] }) {
  const { t } = useTranslation();
  if (players.length === 0)
    return (
      <Text as="span" color="fg.muted">
        {t('ls22:header.nobody')}
      </Text>
    );
  return (
    <Wrap as="ul" gap="1" listStyleType="none" aria-label={t('ls22:header.players')}>
      {players.map((player) => (
        <li key={player.name}>
          <Tag colorPalette={player.isAdmin ? 'orange' : 'teal'} size="sm">
            <HStack as="span" gap="1">
              {player.isAdmin && <ShieldCheck size={12} aria-hidden="true" />}
              {player.name}
              {player.isAdmin && (
                <Text as="span" fontWeight="normal">
                  {`(${t('ls22:header.admin')})`}
                </Text>
              )}
            </HStack>
          </Tag>
        </li>
      ))}
    </Wrap>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Text as="dt" textStyle="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
        {label}
      </Text>
      <Box as="dd" fontWeight="medium" fontVariantNumeric="tabular-nums">
        {children}
      </Box>
    </Box>
  );
}

/** The in-game date (spec 02 §9: from the monotonic day and the days per period) and time of day. */
export function InGameMoment({ server }: { server: Pick<Ls22ServerData, 'inGameDate' | 'inGameTime'> }) {
  const { t } = useTranslation();
  const dateText = useInGameDateText();
  const { inGameDate: date, inGameTime: time } = server;
  if (!date && !time) return <Text as="span">–</Text>;
  const day = date ? dateText(date) : null;
  return <Text as="span">{[day, time && t('ls22:calendar.time', { time })].filter(Boolean).join(', ')}</Text>;
}

/**
 * The header on every LS22 page (spec 02 §2): the game and its version, who is online, the slots, SERVER ONLINE or
 * OFFLINE (or an unreadable feed with the reason), the latest backup and the in-game date and time — live from the
 * backend's poller through `ls22ServerChanged`.
 */
export function ServerHeader() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { server, error, refetch } = useLs22Server();
  return (
    <Box
      as="section"
      aria-label={t('ls22:header.label')}
      mb="6"
      px="4"
      py="3"
      borderWidth="1px"
      borderRadius="lg"
      bg="bg.subtle"
      data-testid="ls22-header"
    >
      {!server && error ? (
        <LoadFailed
          text={t('ls22:header.loadFailed')}
          onRetry={() => void refetch()}
          retryLabel={t('ls22:retry')}
        />
      ) : !server ? (
        <Skeleton height="16" />
      ) : (
        <>
          <Flex gap="3" justify="space-between" align="center" wrap="wrap" mb="3">
            <HStack gap="2" wrap="wrap" minW="0">
              <Box color="green.fg">
                <Tractor size={22} aria-hidden="true" />
              </Box>
              <Text fontWeight="semibold" textStyle="lg">
                {server.game ?? t('ls22:header.game')}
              </Text>
              {server.version && (
                <Text color="fg.muted" fontVariantNumeric="tabular-nums">
                  {t('ls22:header.version', { version: server.version })}
                </Text>
              )}
              {server.name && (
                <Text color="fg.muted" truncate maxW="72">
                  · {server.name}
                </Text>
              )}
            </HStack>
            <ServerStatus server={server} />
          </Flex>
          <Wrap as="dl" gap={{ base: '4', md: '8' }} align="flex-start">
            <Fact label={t('ls22:header.players')}>
              <PlayerTags players={server.players} />
            </Fact>
            <Fact label={t('ls22:header.slots')}>
              {server.slotsCapacity !== null && server.slotsCapacity !== undefined
                ? t('ls22:header.slotsValue', { used: server.slotsUsed ?? 0, capacity: server.slotsCapacity })
                : '–'}
            </Fact>
            <Fact label={t('ls22:header.latestBackup')}>
              {server.latestBackupAt
                ? formatDateTime(server.latestBackupAt, lang)
                : t('ls22:header.noBackup')}
            </Fact>
            <Fact label={t('ls22:header.inGame')}>
              <InGameMoment server={server} />
            </Fact>
          </Wrap>
        </>
      )}
    </Box>
  );
}
