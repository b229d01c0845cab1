/**
 * Drag and drop of the builder's sections and questions with the browser's own drag events
 * (no library): a card's handle starts a drag, a card of the same kind (a question: of the
 * same section) takes the drop, and the move is the reducer's `moveSection` /
 * `moveQuestion`. The keyboard's way is each card's up and down buttons.
 */
import {
  createContext,
  useContext,
  useRef,
  type DragEvent,
  type ReactNode,
  type RefObject,
} from 'react';

export type DragItem =
  { kind: 'section'; index: number } | { kind: 'question'; sectionId: string; index: number };

/** The item being dragged, shared by the cards of one builder. */
const DragContext = createContext<RefObject<DragItem | null> | null>(null);

export function DragReorderProvider({ children }: { children: ReactNode }) {
  const draggedRef = useRef<DragItem | null>(null);
  return <DragContext.Provider value={draggedRef}>{children}</DragContext.Provider>;
}

const sameList = (a: DragItem, b: DragItem) =>
  a.kind === b.kind &&
  (a.kind === 'section' || (b.kind === 'question' && a.sectionId === b.sectionId));

/**
 * The handle's and the drop target's props of one card: `onMove(from, to)` when an item
 * of the same list is dropped on it.
 */
export function useDragReorder(item: DragItem, onMove: (from: number, to: number) => void) {
  const draggedRef = useContext(DragContext);
  const handle = {
    draggable: true,
    onDragStart: (event: DragEvent) => {
      event.stopPropagation();
      if (draggedRef) draggedRef.current = item;
      event.dataTransfer?.setData('text/plain', item.kind);
      if (event.dataTransfer) event.dataTransfer.effectAllowed = 'move';
    },
    onDragEnd: () => {
      if (draggedRef) draggedRef.current = null;
    },
  };
  const target = {
    onDragOver: (event: DragEvent) => {
      const dragged = draggedRef?.current;
      if (!dragged || !sameList(dragged, item)) return;
      event.preventDefault();
      event.stopPropagation();
      if (event.dataTransfer) event.dataTransfer.dropEffect = 'move';
    },
    onDrop: (event: DragEvent) => {
      const dragged = draggedRef?.current;
      if (!dragged || !sameList(dragged, item)) return;
      event.preventDefault();
      event.stopPropagation();
      draggedRef.current = null;
      if (dragged.index !== item.index) onMove(dragged.index, item.index);
    },
  };
  return { handle, target };
}
