import { CHARGE_MODES, classCourse, formatYuan } from '@console/contracts';
import { Typography } from 'antd';
import { ResourceList, ToggleCell } from '../../../engine';
import { ShareActions } from '../../../widgets/share/ShareActions';
import { CategoryButton } from '../parts/CategoryButton';
import { CourseCell, TeachersCell } from '../parts/cells';
import { ShelfBatch } from '../parts/ShelfBatch';

// White words on the brand blue inside a small switch fall short of AA contrast: the column's title says it.
const SHELF = { messages: { on: '已上架', off: '已下架' } };
const modeOf = (v: number) => CHARGE_MODES.find((m) => m.value === v)?.label ?? '';

/**
 * 线下课程: the storefront's offline courses, searched by name and filtered by category and shelf; on and off
 * the shelf one by one or in a batch, shared and promoted from the row.
 */
export function CourseList() {
  return (
    <ResourceList
      resource={classCourse}
      toolbar={<CategoryButton />}
      batchActions={(selected, clear) => <ShelfBatch resource={classCourse} selected={selected} clear={clear} />}
      columns={{
        cover: false,
        name: {
          title: '课程',
          render: (_: unknown, r) => <CourseCell name={r.name} cover={r.cover} line={r.schedule || undefined} />,
        },
        price: {
          render: (_: unknown, r) => (
            <span>
              {formatYuan(r.price)}
              <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
                {r.lessonCount} 课时 · {modeOf(r.chargeMode)}
              </Typography.Text>
            </span>
          ),
        },
        lessonCount: false,
        chargeMode: false,
        capacity: {
          title: '报名 / 容量',
          render: (_: unknown, r) => `${r.enrolled} / ${r.capacity}`,
        },
        enrolled: false,
        onShelf: {
          render: (_: unknown, r) => (
            <ToggleCell
              resource={classCourse}
              action="setShelf"
              id={r.id}
              version={r.version}
              checked={r.onShelf === '1'}
              label="上架"
              {...SHELF}
            />
          ),
        },
      }}
      extraColumns={[
        { key: 'teachers', title: '授课老师', render: (_: unknown, r) => <TeachersCell teachers={r.teachers} /> },
      ]}
      rowActions={(r) => (
        <ShareActions
          page="course/offline"
          item={{
            id: r.id,
            title: r.name,
            image: r.cover,
            description: `${formatYuan(r.price)} · ${r.lessonCount}课时`,
          }}
        />
      )}
    />
  );
}
