import { officialActivity } from '@console/contracts';
import { Tag } from 'antd';
import { ResourceList } from '../../../engine';
import { ShareActions } from '../../../widgets/share/ShareActions';

/** 新闻动态: pinned news first, with share and promotion. */
export function ActivityList() {
  return (
    <ResourceList
      resource={officialActivity}
      columns={{
        title: {
          render: (_: unknown, r) => (
            <>
              {r.isTop === '1' ? <Tag color="red">置顶</Tag> : null}
              {r.title}
            </>
          ),
        },
        isTop: false,
      }}
      rowActions={(r) => (
        <ShareActions
          page="official/activity"
          item={{ id: r.id, title: r.title, description: r.summary, image: r.cover }}
        />
      )}
    />
  );
}
