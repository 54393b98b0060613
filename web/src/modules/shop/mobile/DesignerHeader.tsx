import { QrcodeOutlined, RedoOutlined, UndoOutlined } from '@ant-design/icons';
import { Button, Flex, Popover, Space, Tag, Tooltip, Typography } from 'antd';
import { memo } from 'react';
import { QrImage } from '../../../shell/QrImage';

/**
 * The designer's bar: the page's name and whether it is saved (and kept in this browser), undo and redo,
 * the preview QR, save and publish. Memoised: typing into a property redraws it only when one of these changes.
 */
export const DesignerHeader = memo(function DesignerHeader(p: {
  name: string;
  dirty: boolean;
  kept: boolean;
  failed: boolean;
  canUndo: boolean;
  canRedo: boolean;
  onHistory: (action: 'undo' | 'redo') => void;
  /** The address that opens the saved draft on a phone, or null without an H5 shop. */
  previewUrl: string | null;
  saving: boolean;
  publishing: boolean;
  onSave: () => void;
  onPublish: () => void;
}) {
  return (
    <Flex className="decor-header" wrap gap={8} align="center" justify="space-between">
      <Space wrap size={8}>
        <Typography.Text strong>{p.name || '未命名页面'}</Typography.Text>
        {p.dirty ? (
          <Tag color="warning">
            <span data-testid="decor-state">有未保存的修改{p.kept ? '（已存于本机）' : ''}</span>
          </Tag>
        ) : (
          <Tag color="success">
            <span data-testid="decor-state">已保存</span>
          </Tag>
        )}
        {p.failed ? <Typography.Text type="danger">本机无法暂存草稿，请及时保存</Typography.Text> : null}
      </Space>
      <Space wrap size={8}>
        <Tooltip title="撤销 (Ctrl+Z)">
          <Button icon={<UndoOutlined />} disabled={!p.canUndo} onClick={() => p.onHistory('undo')} aria-label="撤销" />
        </Tooltip>
        <Tooltip title="重做 (Ctrl+Shift+Z)">
          <Button icon={<RedoOutlined />} disabled={!p.canRedo} onClick={() => p.onHistory('redo')} aria-label="重做" />
        </Tooltip>
        <Popover
          trigger="click"
          title="手机预览"
          destroyOnHidden
          content={
            p.previewUrl ? (
              <Flex vertical align="center" gap={6}>
                <QrImage value={p.previewUrl} size={160} label="扫码在手机上预览草稿" />
                <Typography.Text type="secondary">扫码预览最近一次保存的草稿</Typography.Text>
                {p.dirty ? <Typography.Text type="warning">当前修改保存后才能在手机上看到</Typography.Text> : null}
              </Flex>
            ) : (
              <Typography.Text>开通官网（H5）店铺后可扫码预览</Typography.Text>
            )
          }
        >
          <Button icon={<QrcodeOutlined />}>预览</Button>
        </Popover>
        <Button onClick={p.onSave} loading={p.saving} disabled={p.saving || p.publishing}>
          保存草稿
        </Button>
        <Button type="primary" onClick={p.onPublish} loading={p.publishing} disabled={p.saving || p.publishing}>
          发布
        </Button>
      </Space>
    </Flex>
  );
});
