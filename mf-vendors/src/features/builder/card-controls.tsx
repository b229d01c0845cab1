/**
 * What a section card and a question card both have: the handle that drags the card, and
 * the buttons that move it up or down (the keyboard's way) or remove it.
 */
import { Button, Flex, theme } from '@itam/shared/antd';
import { DeleteOutlined } from '@itam/shared/icons';
import type { useDragReorder } from './drag-reorder';

/** The drag handle: hidden from assistive technology, which moves cards by the buttons. */
export function DragHandle({
  handle,
  title,
  testId,
}: {
  handle: ReturnType<typeof useDragReorder>['handle'];
  title: string;
  testId: string;
}) {
  const { token } = theme.useToken();
  return (
    <span
      {...handle}
      aria-hidden
      title={title}
      data-testid={testId}
      style={{ cursor: 'grab', color: token.colorTextDescription, userSelect: 'none' }}
    >
      ⠿
    </span>
  );
}

export interface ReorderButtonsProps {
  /** The accessible names of the up, down and remove buttons. */
  labels: { up: string; down: string; remove: string };
  index: number;
  /** The last of its list (it cannot move down). */
  last: boolean;
  /** False when the card may not be removed (a form keeps one section). */
  removable?: boolean;
  onMove: (from: number, to: number) => void;
  onRemove: () => void;
}

export function ReorderButtons({
  labels,
  index,
  last,
  removable = true,
  onMove,
  onRemove,
}: ReorderButtonsProps) {
  return (
    <Flex gap={4}>
      <Button
        size="small"
        aria-label={labels.up}
        disabled={index === 0}
        onClick={() => onMove(index, index - 1)}
      >
        <span aria-hidden>↑</span>
      </Button>
      <Button
        size="small"
        aria-label={labels.down}
        disabled={last}
        onClick={() => onMove(index, index + 1)}
      >
        <span aria-hidden>↓</span>
      </Button>
      <Button
        size="small"
        danger
        icon={<DeleteOutlined />}
        aria-label={labels.remove}
        disabled={!removable}
        onClick={onRemove}
      />
    </Flex>
  );
}
