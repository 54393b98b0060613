import { chinaToday, classTrial, formatYuan } from '@console/contracts';
import { Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { ResourceList, ToggleCell } from '../../../engine';
import { Button } from '../../../widgets/busy';
import { ShareActions } from '../../../widgets/share/ShareActions';
import { CategoryButton } from '../parts/CategoryButton';
import { CourseCell } from '../parts/cells';
import { ShelfBatch } from '../parts/ShelfBatch';
import { VALIDITY_TAGS, validityOf } from '../parts/validity';

// White words on the brand blue inside a small switch fall short of AA contrast: the column's title says it.
const SHELF = { messages: { on: '已上架', off: '已下架' } };
const trialPriceText = (fen: number) => (fen === 0 ? '免费' : formatYuan(fen));

/**
 * 体验课: trial courses (their teachers under the name) with their trial price beside the regular one, places
 * booked of the limit, the validity window, and the bookings one click away; on and off the shelf, shared and
 * promoted from the row.
 */
export function TrialList() {
  const today = chinaToday();
  return (
    <ResourceList
      resource={classTrial}
      toolbar={<CategoryButton />}
      batchActions={(selected, clear) => <ShelfBatch resource={classTrial} selected={selected} clear={clear} />}
      columns={{
        cover: false,
        name: {
          title: '课程',
          render: (_: unknown, r) => (
            <CourseCell
              name={r.name}
              cover={r.cover}
              line={r.teachers.length > 0 ? `授课：${r.teachers.map((t) => t.name).join('、')}` : undefined}
            />
          ),
        },
        trialPrice: {
          render: (_: unknown, r) => (
            <span>
              <Typography.Text strong type="danger">
                {trialPriceText(r.trialPrice)}
              </Typography.Text>
              <Typography.Text type="secondary" delete style={{ display: 'block', fontSize: 12 }}>
                {formatYuan(r.price)}
              </Typography.Text>
            </span>
          ),
        },
        price: false,
        bookingLimit: { title: '已预约 / 上限', render: (_: unknown, r) => `${r.booked} / ${r.bookingLimit}` },
        booked: false,
        validFrom: {
          title: '有效期',
          render: (_: unknown, r) => {
            const tag = VALIDITY_TAGS[validityOf(r.validFrom, r.validTo, today)];
            return (
              <span>
                <Tag color={tag.color}>{tag.label}</Tag>
                <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
                  {r.validFrom} 至 {r.validTo}
                </Typography.Text>
              </span>
            );
          },
        },
        validTo: false,
        lessonCount: false,
        chargeMode: false,
        capacity: false,
        onShelf: {
          render: (_: unknown, r) => (
            <ToggleCell
              resource={classTrial}
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
      rowActions={(r) => (
        <>
          <Link to={`/class/experience/bookings/${r.id}`}>
            <Button type="link" size="small">
              预约记录
            </Button>
          </Link>
          <ShareActions
            page="course/trial"
            item={{ id: r.id, title: r.name, image: r.cover, description: `体验价 ${trialPriceText(r.trialPrice)}` }}
          />
        </>
      )}
    />
  );
}
