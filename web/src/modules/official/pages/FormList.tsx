import { officialForm } from '@console/contracts';
import { Link, useLocation } from 'react-router-dom';
import { baseOf, ResourceList } from '../../../engine';
import { Button } from '../../../widgets/busy';

/** 表单: the official site's forms, with their submissions and a copy action. */
export function FormList() {
  const base = baseOf(useLocation().pathname);
  return (
    <ResourceList
      resource={officialForm}
      columns={{ cover: { title: '封面', width: 100 } }}
      extraColumns={[
        {
          key: 'items',
          title: '题目数',
          align: 'right',
          render: (_: unknown, r) => r.items.length,
        },
      ]}
      rowActions={(r) => (
        <>
          <Link to={`${base}/formsData?id=${r.id}`}>
            <Button type="link" size="small">
              数据
            </Button>
          </Link>
          <Link to={`${base}/create/${r.id}`}>
            <Button type="link" size="small">
              复制
            </Button>
          </Link>
        </>
      )}
    />
  );
}
