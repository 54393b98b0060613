import { SettingOutlined } from '@ant-design/icons';
import { Button, Checkbox, Divider, Flex, Popover } from 'antd';
import { OPTIONAL_COLUMNS, type OptionalColumn } from './column-settings';

/** The "列设置" popover: which optional columns the list shows; the choice is remembered per list. */
export function ColumnSettings(props: {
  visible: readonly OptionalColumn[];
  onChange: (next: OptionalColumn[]) => void;
  onReset: () => void;
}) {
  const { visible, onChange, onReset } = props;
  const content = (
    <Flex vertical gap={4} style={{ minWidth: 140 }}>
      <Checkbox.Group
        value={[...visible]}
        onChange={(v) => onChange(v as OptionalColumn[])}
        style={{ display: 'flex', flexDirection: 'column', gap: 6 }}
        options={OPTIONAL_COLUMNS.map((c) => ({ value: c.key, label: c.title }))}
      />
      <Divider style={{ margin: '6px 0' }} />
      <Button size="small" type="link" onClick={onReset} style={{ alignSelf: 'flex-start', padding: 0 }}>
        恢复默认
      </Button>
    </Flex>
  );
  return (
    <Popover trigger="click" placement="bottomRight" title="显示的列" content={content}>
      <Button icon={<SettingOutlined />}>列设置</Button>
    </Popover>
  );
}
