import { BugOutlined } from '@ant-design/icons';
import { Badge, Descriptions, Flex, Typography } from 'antd';
import { useState } from 'react';
import { formatChina } from '../app/china-time';
import { Button, Modal } from '../widgets/busy';
import { clearErrorLog, type ErrorLogEntry } from './error-log';

/**
 * The error-log button and dialog (spec §8): message, component info, url and stack of each error
 * collected (production builds only).
 */
export default function ErrorLogPanel({ entries }: { entries: ErrorLogEntry[] }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Badge count={entries.length} size="small" offset={[-6, 6]}>
        <Button type="text" danger icon={<BugOutlined />} aria-label="错误日志" onClick={() => setOpen(true)} />
      </Badge>
      <Modal
        title="错误日志"
        open={open}
        width={900}
        onCancel={() => setOpen(false)}
        footer={
          <Flex justify="end" gap={8}>
            <Button
              danger
              onClick={() => {
                clearErrorLog();
                setOpen(false);
              }}
            >
              清空
            </Button>
            <Button type="primary" onClick={() => setOpen(false)}>
              关闭
            </Button>
          </Flex>
        }
      >
        <Flex vertical gap={16} style={{ maxHeight: '65vh', overflowY: 'auto' }}>
          {entries.map((e) => (
            <Descriptions
              key={`${e.time}-${e.message}`}
              bordered
              size="small"
              column={1}
              title={formatChina(e.time, 'YYYY-MM-DD HH:mm:ss')}
              items={[
                { key: 'message', label: '错误信息', children: e.message },
                {
                  key: 'info',
                  label: '组件信息',
                  children: (
                    <Typography.Text code style={{ whiteSpace: 'pre-wrap' }}>
                      {e.info}
                    </Typography.Text>
                  ),
                },
                { key: 'url', label: '页面地址', children: e.url },
                {
                  key: 'stack',
                  label: '错误堆栈',
                  children: <pre style={{ margin: 0, whiteSpace: 'pre-wrap', fontSize: 12 }}>{e.stack}</pre>,
                },
              ]}
            />
          ))}
        </Flex>
      </Modal>
    </>
  );
}
