import type { DecorPc } from '@console/contracts';
import { Card, Col, Form, Input, Row } from 'antd';
import { type Issues, statusAt } from '../parts/issues';

type Footer = DecorPc['footer'];

const FIELDS: Array<{ key: keyof Footer; label: string; placeholder?: string }> = [
  { key: 'phone', label: '联系电话' },
  { key: 'email', label: '邮箱' },
  { key: 'address', label: '联系地址' },
  { key: 'recordNumber', label: '备案号', placeholder: '京ICP备12345678号-1' },
  { key: 'copyright', label: '版权信息' },
];

/** 页脚: the contact details, the ICP record number (in its format) and the copyright line. */
export function PcFooterEditor(p: { value: Footer; onChange: (footer: Footer) => void; issues: Issues }) {
  return (
    <Card title="页脚" size="small">
      <Form layout="vertical" component="div">
        <Row gutter={16}>
          {FIELDS.map((f) => (
            <Col key={f.key} xs={24} md={12}>
              <Form.Item label={f.label} htmlFor={`pc-footer-${f.key}`} {...statusAt(p.issues, 'footer', f.key)}>
                <Input
                  id={`pc-footer-${f.key}`}
                  value={p.value[f.key]}
                  placeholder={f.placeholder}
                  onChange={(e) => p.onChange({ ...p.value, [f.key]: e.target.value })}
                />
              </Form.Item>
            </Col>
          ))}
        </Row>
      </Form>
    </Card>
  );
}
