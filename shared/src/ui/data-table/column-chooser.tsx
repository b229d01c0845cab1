/**
 * The column chooser: a 'Columns' button opening a list of checkboxes, one per selectable
 * column, and a reset. The popup lives right after the button in the DOM, so Tab walks
 * into it; Escape closes it and gives the focus back to the button.
 */
import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../i18n';
import { Button, Flex } from '../../antd';
import { Typography } from '../../antd/display';
import { Popover } from '../../antd/overlay';
import { Checkbox } from '../../antd/data';
import { SettingOutlined } from '../../antd/icons';
import { toggleSelectableColumn, type SelectableColumn } from './selectable-columns';

export interface ColumnChooserProps {
  columns: readonly SelectableColumn[];
  onChange: (columns: SelectableColumn[]) => void;
  onReset?: () => void;
  /** Title of a column (translated); its displayName by default. */
  columnTitle?: (column: SelectableColumn) => string;
  disabled?: boolean;
}

export function ColumnChooser({
  columns,
  onChange,
  onReset,
  columnTitle = (column) => column.displayName,
  disabled = false,
}: ColumnChooserProps) {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const checkedCount = columns.filter((column) => column.checked).length;

  const close = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    setOpen(false);
    button.current?.focus();
  };

  const content = (
    <div
      role="group"
      aria-label={t('dataTable.chooseColumns')}
      onKeyDown={close}
      style={{ minWidth: 200 }}
    >
      <Typography.Text type="secondary">{t('dataTable.chooseColumnsHelp')}</Typography.Text>
      <Flex vertical gap={4} style={{ margin: '8px 0', maxHeight: 320, overflowY: 'auto' }}>
        {columns.map((column, index) => (
          <Checkbox
            key={column.mapId}
            checked={column.checked}
            autoFocus={index === 0}
            onChange={(event) =>
              onChange(toggleSelectableColumn(columns, column.mapId, event.target.checked))
            }
          >
            {columnTitle(column)}
          </Checkbox>
        ))}
      </Flex>
      {onReset ? (
        <Button size="small" onClick={onReset}>
          {t('dataTable.resetColumns')}
        </Button>
      ) : null}
    </div>
  );

  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      open={open}
      onOpenChange={setOpen}
      content={content}
      getPopupContainer={(trigger) => trigger.parentElement ?? document.body}
      destroyOnHidden
    >
      <Button
        ref={button}
        icon={<SettingOutlined />}
        disabled={disabled}
        aria-expanded={open}
        aria-haspopup="true"
      >
        {t('dataTable.columns', { count: checkedCount })}
      </Button>
    </Popover>
  );
}

export default ColumnChooser;
