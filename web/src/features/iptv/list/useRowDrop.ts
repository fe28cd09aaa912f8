import { useState, type DragEvent } from 'react';

/** The 1-based position of the row an event is over: the handle's `data-order` of that table row. */
function orderAt(target: EventTarget | null): number | null {
  const row = target instanceof Element ? target.closest('tr') : null;
  const order = row?.querySelector<HTMLElement>('[data-order]')?.dataset.order;
  return order ? Number(order) : null;
}

/**
 * Dropping a dragged row (its handle carries its position as text) on another row of the table: listened to on a
 * wrapper around the table, so the table itself needs no drag support. `over` is the row under the pointer.
 */
export function useRowDrop(onDrop: (from: number, to: number) => void) {
  const [over, setOver] = useState<number | null>(null);
  return {
    over,
    handlers: {
      onDragOver: (event: DragEvent) => {
        const to = orderAt(event.target);
        if (to === null || !event.dataTransfer.types.includes('text/plain')) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'move';
        setOver(to);
      },
      onDragLeave: (event: DragEvent) => {
        if (!(event.relatedTarget instanceof Node) || !event.currentTarget.contains(event.relatedTarget))
          setOver(null);
      },
      onDrop: (event: DragEvent) => {
        const to = orderAt(event.target);
        const from = Number(event.dataTransfer.getData('text/plain'));
        setOver(null);
        if (to === null || !Number.isInteger(from) || from < 1 || from === to) return;
        event.preventDefault();
        onDrop(from, to);
      },
      onDragEnd: () => setOver(null),
    },
  };
}
