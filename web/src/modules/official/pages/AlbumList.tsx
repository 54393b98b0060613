import { OFFICIAL_CONTENT_TYPES, officialAlbum } from '@console/contracts';
import { PhotoGrid } from '../../../widgets/photos/PhotoGrid';

/** 相册: the photo grid. */
export function AlbumList() {
  return <PhotoGrid resource={officialAlbum} contentType={OFFICIAL_CONTENT_TYPES.album} itemName="照片" title="相册" />;
}
