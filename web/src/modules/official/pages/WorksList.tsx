import { OFFICIAL_CONTENT_TYPES, officialWorks } from '@console/contracts';
import { PhotoGrid } from '../../../widgets/photos/PhotoGrid';

/** 学员作品: the works grid. */
export function WorksList() {
  return (
    <PhotoGrid resource={officialWorks} contentType={OFFICIAL_CONTENT_TYPES.works} itemName="作品" title="学员作品" />
  );
}
