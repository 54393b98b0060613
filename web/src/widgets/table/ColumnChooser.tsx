import { SettingOutlined } from '@ant-design/icons';
import { Checkbox, Divider, Flex, Popover, Typography } from 'antd';
import { Button } from '../busy';

export interface ColumnChooserProps {
  /** The columns a person may take away or ask back, with whether each is shown now. */
  choices: ReadonlyArray<{ key: string; label: string; shown: boolean }>;
  onChange: (wanted: string[]) => void;
  onReset: () => void;
  /** The button's size: small in a table's title bar, as its neighbours in a page's toolbar. */
  size?: 'small' | 'middle';
}

/**
 * 列设置: which columns a list shows. A column the list gave up for room can be asked back (the list then
 * scrolls sideways), one it shows can be taken away; the choice is remembered per list.
 */
export function ColumnChooser({ choices, onChange, onReset, size = 'small' }: ColumnChooserProps) {
  if (choices.length === 0) return null;
  const content = (
    <Flex vertical gap={4} style={{ minWidth: 160, maxHeight: 360, overflowY: 'auto' }}>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        勾选要显示的列
      </Typography.Text>
      <Checkbox.Group
        value={choices.filter((c) => c.shown).map((c) => c.key)}
        onChange={(v) => onChange(v.map(String))}
        style={{ display: 'flex', flexDirection: 'column', gap: 6 }}
        options={choices.map((c) => ({ value: c.key, label: c.label }))}
      />
      <Divider style={{ margin: '6px 0' }} />
      <Button size="small" type="link" onClick={onReset} style={{ alignSelf: 'flex-start', padding: 0 }}>
        恢复默认
      </Button>
    </Flex>
  );
  return (
    <Popover trigger="click" placement="bottomRight" title="显示的列" content={content}>
      <Button size={size} icon={<SettingOutlined />}>
        列设置
      </Button>
    </Popover>
  );
}
