import { officialIntro } from '@console/contracts';
import { ResourceList } from '../../../engine';
import { ShareActions } from '../../../widgets/share/ShareActions';

/** 关于我们: the introduction pages of the official site. */
export function IntroductionList() {
  return (
    <ResourceList
      resource={officialIntro}
      rowActions={(r) => (
        <ShareActions
          page="official/introduction"
          item={{ id: r.id, title: r.title, description: r.summary, image: r.cover }}
        />
      )}
    />
  );
}
