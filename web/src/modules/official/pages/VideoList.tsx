import { officialVideo } from '@console/contracts';
import { ResourceList } from '../../../engine';
import { ShareActions } from '../../../widgets/share/ShareActions';
import { formatDuration } from '../media';

/** 视频中心: videos and audio. */
export function VideoList() {
  return (
    <ResourceList
      resource={officialVideo}
      columns={{ cover: { title: '封面', width: 100 } }}
      extraColumns={[
        { key: 'duration', dataIndex: 'duration', title: '时长', render: (v: number | null) => formatDuration(v) },
      ]}
      rowActions={(r) => (
        <ShareActions
          page="official/video"
          item={{ id: r.id, title: r.title, description: r.description, image: r.cover }}
        />
      )}
    />
  );
}
