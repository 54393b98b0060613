import { OFFICIAL_CONTENT_TYPE_NAMES, OFFICIAL_CONTENT_TYPES, type OfficialContentType } from '@console/contracts';
import { Card, Tabs } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { CategoryEditor } from '../../../widgets/category/CategoryEditor';

const TYPES = Object.entries(OFFICIAL_CONTENT_TYPES) as Array<[OfficialContentType, string]>;

/** 分类管理: the category editor of each categorised item; `?type=` opens one (the check helper's 去添加). */
export function CategorySettings() {
  const [search, setSearch] = useSearchParams();
  const active = TYPES.some(([, v]) => v === search.get('type')) ? (search.get('type') as string) : TYPES[0]?.[1];
  return (
    <Card title="分类管理">
      <Tabs
        activeKey={active}
        onChange={(type) => setSearch({ type }, { replace: true })}
        destroyOnHidden
        items={TYPES.map(([key, contentType]) => ({
          key: contentType,
          label: OFFICIAL_CONTENT_TYPE_NAMES[key],
          children: <CategoryEditor contentType={contentType} title={OFFICIAL_CONTENT_TYPE_NAMES[key]} />,
        }))}
      />
    </Card>
  );
}
