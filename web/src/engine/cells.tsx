import { type FieldMeta, formatYuan, switchStates } from '@console/contracts';
import { Badge, Image, Space, Tag, Typography } from 'antd';
import { useCategoryNames } from '../widgets/category/CategorySelect';

function CategoryCell({ contentType, id }: { contentType: string; id: number }) {
  const names = useCategoryNames(contentType);
  return <Tag>{names.get(id) ?? '—'}</Tag>;
}

/** How a field's value reads in a table cell, by kind. */
export function renderCell(meta: FieldMeta, value: unknown): React.ReactNode {
  if (value === null || value === undefined || value === '')
    return <Typography.Text type="secondary">—</Typography.Text>;
  switch (meta.kind) {
    case 'image':
      return (
        <Image
          src={String(value)}
          width={72}
          height={48}
          style={{ objectFit: 'cover', borderRadius: 4 }}
          alt={meta.label}
        />
      );
    case 'switch': {
      // A state's words stay on one line (已上架 broke after two characters in a narrow column).
      const states = switchStates(meta);
      return value === '1' ? (
        <Badge status="success" text={states.on} style={{ whiteSpace: 'nowrap' }} />
      ) : (
        <Badge status="default" text={states.off} style={{ whiteSpace: 'nowrap' }} />
      );
    }
    case 'select': {
      const option = meta.options?.find((o) => o.value === value);
      return <Tag color="blue">{option?.label ?? String(value)}</Tag>;
    }
    case 'category':
      return meta.contentType ? <CategoryCell contentType={meta.contentType} id={Number(value)} /> : String(value);
    case 'price':
      return typeof value === 'number' ? formatYuan(value) : String(value);
    case 'tags':
      return Array.isArray(value) && value.length > 0 ? (
        <Space size={[0, 4]} wrap>
          {value.map((t) => (
            <Tag key={String(t)}>{String(t)}</Tag>
          ))}
        </Space>
      ) : (
        <Typography.Text type="secondary">—</Typography.Text>
      );
    case 'text':
      return (
        <Typography.Text ellipsis={{ tooltip: String(value) }} style={{ maxWidth: 260 }}>
          {String(value)}
        </Typography.Text>
      );
    default:
      return String(value);
  }
}
