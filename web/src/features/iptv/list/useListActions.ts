import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import type { IptvListScreenQueryVariables, IptvMoveDirection } from '../../../gql/graphql';
import { notifyRefusal } from '../../../lib/notifyRefusal';
import { notifySuccess } from '../../../lib/toast';
import {
  CopyIptvListChannelsToGroupMutation,
  IptvListScreenQuery,
  MoveIptvListChannelMutation,
  MoveIptvListChannelsMutation,
  MoveIptvListChannelsToGroupMutation,
  MoveIptvListChannelToMutation,
  MoveIptvListGroupMutation,
  RemoveIptvListChannelsFromGroupMutation,
} from '../memberOperations';

/** Runs a change; a refusal (e.g. an invalid position) becomes a toast. Answers whether it went through. */
async function attempt(run: () => Promise<unknown>): Promise<boolean> {
  try {
    await run();
    return true;
  } catch (error) {
    notifyRefusal(error);
    return false;
  }
}

/**
 * The changes of a list's rows and groups (spec 02 §2), for the list screen showing `shown` (its query's
 * variables). A change of the order answers the list as shown, which updates the screen through the cache; copies,
 * moves to another group and removals answer a count, so the screen reads the list anew before they are done.
 */
export function useListActions(shown: IptvListScreenQueryVariables) {
  const { t } = useTranslation();
  const { listId } = shown;
  const group = shown.filter?.group ?? undefined;
  const reread = { refetchQueries: [IptvListScreenQuery], awaitRefetchQueries: true };
  const [move, moveState] = useMutation(MoveIptvListChannelMutation);
  const [stepBlock, stepBlockState] = useMutation(MoveIptvListChannelsMutation);
  const [moveTo, moveToState] = useMutation(MoveIptvListChannelToMutation);
  const [moveGroup, moveGroupState] = useMutation(MoveIptvListGroupMutation);
  const [copy, copyState] = useMutation(CopyIptvListChannelsToGroupMutation, reread);
  const [moveRows, moveRowsState] = useMutation(MoveIptvListChannelsToGroupMutation, reread);
  const [remove, removeState] = useMutation(RemoveIptvListChannelsFromGroupMutation, reread);

  return {
    busy: [
      moveState,
      stepBlockState,
      moveToState,
      moveGroupState,
      copyState,
      moveRowsState,
      removeState,
    ].some((s) => s.loading),
    step: (id: string, direction: IptvMoveDirection) =>
      attempt(() => move({ variables: { ...shown, id, move: direction } })),
    /** The checked rows one place up or down, as a block (those at the edge, and behind them, stay). */
    stepRows: (ids: string[], direction: IptvMoveDirection) =>
      attempt(() => stepBlock({ variables: { ...shown, ids, move: direction } })),
    /** 1-based positions within the shown group. */
    moveTo: (from: number, to: number) => attempt(() => moveTo({ variables: { ...shown, from, to, group } })),
    moveGroup: (name: string, to: number) =>
      attempt(() => moveGroup({ variables: { ...shown, group: name, to } })),
    copy: (ids: string[], target: string) =>
      attempt(async () => {
        const { data } = await copy({ variables: { listId, ids, group: target } });
        const count = data?.copyIptvListChannelsToGroup ?? 0;
        notifySuccess(t('iptv:member.list.copied', { count, group: target }));
      }),
    moveRows: (ids: string[], target: string) =>
      attempt(async () => {
        const { data } = await moveRows({ variables: { listId, ids, group: target } });
        const count = data?.moveIptvListChannelsToGroup ?? 0;
        notifySuccess(t('iptv:member.list.moved', { count, group: target }));
      }),
    /** Throws on failure: the confirmation dialog shows it. */
    remove: async (ids: string[]) => {
      const { data } = await remove({ variables: { listId, ids } });
      const count = data?.removeIptvListChannelsFromGroup ?? 0;
      notifySuccess(t('iptv:member.list.removed', { count }));
    },
  };
}

export type ListActions = ReturnType<typeof useListActions>;
